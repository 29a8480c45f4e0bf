// Filled in by the careers domain: schemas, messages, enums and constants shared by server and web.
export {};
