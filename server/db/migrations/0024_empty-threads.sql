-- A conversation begins with its first message. 'Contact Host' used to open a thread
-- before the guest wrote anything, so hosts found empty conversations in their inbox; remove
-- those (nobody wrote in them, so nothing is lost). New threads are only made with a message.
DELETE FROM "message_threads" t WHERE NOT EXISTS (SELECT 1 FROM "messages" m WHERE m."thread_id" = t."id");
