// Filled in by the auth domain: schemas, messages, enums and constants shared by server and web.
export {};
