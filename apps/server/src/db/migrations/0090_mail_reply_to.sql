-- Where an answer to a mail goes: the staff mailbox for mail to visitors and applicants, the
-- visitor for the staff alert about a contact message. NULL: no Reply-To header.
ALTER TABLE mail_outbox ADD COLUMN reply_to text;
