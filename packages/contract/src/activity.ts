// Filled in by the activity domain: schemas, messages, enums and constants shared by server and web.
export {};
