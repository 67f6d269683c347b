import { SHIFT_MESSAGES, type ShiftMessageAttributes } from "@contract/shifts/messages";
import { Serializer } from "../../jsonapi/ts-japi";

export type ShiftMessageResource = ShiftMessageAttributes & { id: string };

export const toShiftMessageResource = (row: {
  id: number;
  shiftId: number;
  body: string;
  volunteers: number;
  guests: number;
  createdAt: string;
}): ShiftMessageResource => ({
  id: String(row.id),
  shift_id: String(row.shiftId),
  body: row.body,
  volunteers: row.volunteers,
  guests: row.guests,
  created_at: row.createdAt,
});

export const shiftMessageSerializer = new Serializer<ShiftMessageResource>(SHIFT_MESSAGES);
