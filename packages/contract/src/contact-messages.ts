// Filled in by the contact-messages domain: schemas, messages, enums and constants shared by server and web.
export {};
