import { sql, type Kysely, type RawBuilder } from 'kysely';

// Issue 38. Since 607a7d1c the server stores names normalised (@crm/shared/dto normalized-text):
// Arabic ي/ى/ك as Persian ی/ک, Persian and Arabic-Indic digits as Latin ones, no direction
// marks, single spaces, ZWNJ kept; phone numbers as bare Latin digits. Rows written before still
// hold the old spelling, which a search (normalised alike) misses. This folds them once, in SQL,
// with the rules written out here: a migration is frozen, so it cannot follow the living code.
// Only the columns that normalisation covers on write: users' name, surname and phone number,
// and roles' name (with its upper-case normalized_name).

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const LATIN_DIGITS = '0123456789';
/** Direction marks (not ZWNJ/ZWJ, which shape Persian words). */
const DIRECTION_MARKS =
  '\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\uFEFF';
/** Every zero-width and direction mark, ZWNJ included: a phone number keeps none. */
const INVISIBLE_MARKS = `\u200B\u200C\u200D${DIRECTION_MARKS}`;
/** What JavaScript's \s matches (NBSP and narrow NBSP among them), as a bracket expression. */
const WHITESPACE =
  '[ \t\n\r\f\v\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000]+';

// translate() drops the characters of its second argument that have no counterpart in the third.
const TEXT_FROM = `يىك${PERSIAN_DIGITS}${ARABIC_DIGITS}${DIRECTION_MARKS}`;
const TEXT_TO = `ییک${LATIN_DIGITS}${LATIN_DIGITS}`;
const PHONE_FROM = `${PERSIAN_DIGITS}${ARABIC_DIGITS}${INVISIBLE_MARKS}-()`;
const PHONE_TO = `${LATIN_DIGITS}${LATIN_DIGITS}`;

/** normalizePersianText of the column's value. */
function foldedText(column: string): RawBuilder<string> {
  return sql<string>`btrim(regexp_replace(translate(${sql.ref(column)}, ${TEXT_FROM}, ${TEXT_TO}), ${WHITESPACE}, ' ', 'g'))`;
}

/** normalizePhoneNumber of the column's value. */
function foldedPhone(column: string): RawBuilder<string> {
  return sql<string>`regexp_replace(translate(${sql.ref(column)}, ${PHONE_FROM}, ${PHONE_TO}), ${WHITESPACE}, '', 'g')`;
}

async function foldUsers(db: Kysely<unknown>): Promise<void> {
  await sql`update app_user set
      name = ${foldedText('name')},
      surname = ${foldedText('surname')},
      phone_number = ${foldedPhone('phone_number')}
    where name is distinct from ${foldedText('name')}
      or surname is distinct from ${foldedText('surname')}
      or phone_number is distinct from ${foldedPhone('phone_number')}`.execute(db);
}

/**
 * Role names are unique per tenant: of the roles that fold to one name, only the one already
 * spelled so (or else the first by id) takes it; the others keep theirs, still found by their own.
 */
async function foldRoles(db: Kysely<unknown>): Promise<void> {
  await sql`update app_role set
      name = ${foldedText('app_role.name')},
      normalized_name = ${foldedText('app_role.normalized_name')}
    from (
      select tenant_id, id, row_number() over (
        partition by tenant_id, ${foldedText('normalized_name')}
        order by normalized_name = ${foldedText('normalized_name')} desc, id
      ) as rank
      from app_role
    ) as taker
    where taker.id = app_role.id and taker.rank = 1
      and (app_role.name <> ${foldedText('app_role.name')}
        or app_role.normalized_name <> ${foldedText('app_role.normalized_name')})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await foldUsers(db);
  await foldRoles(db);
}

/** The old spellings are not kept: there is nothing to restore, and the schema is unchanged. */
export async function down(): Promise<void> {}
