import { type SQLWrapper, type SQL, sql } from "drizzle-orm";

// "Contains this text, ignoring case" for the searches that match a part of a name or address.
// `LIKE '%text%'` said it until session 43, and D1 refuses a LIKE pattern over 50 bytes ("LIKE or
// GLOB pattern too complex": a 500 for a name search of 49 letters; docs/security.md). instr on
// lower() has no such limit and no pattern syntax to escape. SQLite's lower() folds ASCII letters
// only, as LIKE does, so the rows matched are the same (but for a NUL in the text: LIKE's pattern
// ended there and matched every row, instr looks for the NUL and finds none).

/** `value` contains `text`, ignoring ASCII case; a NULL value contains nothing. */
export const containsText = (value: SQLWrapper, text: string): SQL => sql`instr(lower(${value}), lower(${text})) > 0`;

/** The same condition in SQL text, for statements built as strings: `text` is bound to its `?`. */
export const containsTextSql = (valueSql: string): string => `instr(lower(${valueSql}), lower(?)) > 0`;
