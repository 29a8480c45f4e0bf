// Filled in by the work-plans domain: schemas, messages, enums and constants shared by server and web.
export {};
