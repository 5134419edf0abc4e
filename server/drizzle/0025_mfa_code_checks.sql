CREATE TABLE "mfa_code_checks" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mfa_code_checks_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "mfa_code_checks" ADD CONSTRAINT "mfa_code_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;