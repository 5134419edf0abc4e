ALTER TABLE "blogs" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "details_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "about_us" ADD COLUMN "main_text_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "about_us" ADD COLUMN "main_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "about_us" ADD COLUMN "main_image_alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "about_us" ADD COLUMN "end_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "about_us" ADD COLUMN "end_image_alt_en" text DEFAULT '' NOT NULL;