// Filled in by the content domain: schemas, messages, enums and constants shared by server and web.
export {};
