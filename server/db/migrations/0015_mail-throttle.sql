CREATE TABLE "mail_request_counts" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"requests" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_request_counts_pk" PRIMARY KEY("kind","subject")
);
