-- Roles get a description (issue 28: roles the owner makes); the four built-in roles get their
-- default Vietnamese descriptions (the same words as ROLE_DESCRIPTIONS in packages/core/src/permissions.ts).
ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "roles" SET "description" = CASE "name"
	WHEN 'admin' THEN 'Toàn quyền với cửa hàng, kể cả người dùng, vai trò và phân quyền'
	WHEN 'moderator' THEN 'Quản lý sản phẩm, đơn hàng, đổi trả và nội dung cửa hàng'
	WHEN 'viewer' THEN 'Xem sản phẩm, đơn hàng và số liệu, không thay đổi được gì'
	WHEN 'guest' THEN 'Không có quyền nào cho đến khi được cấp'
END
WHERE "name" IN ('admin', 'moderator', 'viewer', 'guest') AND "description" = '';
