-- The check-in link of a shift (docs/shifts-and-hours.md): a random key of the shift, printed as
-- a QR code on the roster. Only its holder can check in or out at that shift; a made-up key,
-- another shift's or another tenant's finds nothing. Set on first use by the roster (NULL until).
ALTER TABLE shifts ADD COLUMN check_in_key TEXT;
CREATE UNIQUE INDEX shifts_check_in_key ON shifts (check_in_key) WHERE check_in_key IS NOT NULL;
