import { eq } from 'drizzle-orm';
import {
  describeIssue,
  describeRule,
  emptyEnabledFields,
  emptyFooter,
  footerFieldsSchema,
  issueField,
  type FieldErrors,
  type Footer,
  type FooterFields,
  type FooterInput,
  type FooterToggles,
  type Language,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { footers } from './content.tables.ts';

type FooterRow = typeof footers.$inferSelect;

function toFooter(row: FooterRow, lang: Language): Footer {
  const { singleton: _singleton, createdAt: _createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    aboutStore: lang === 'ar' ? row.aboutStoreAr : row.aboutStoreEn,
    address: lang === 'ar' ? row.addressAr : row.addressEn,
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The footer's content rules (links, phone, e-mail, VAT number, no switch on over an empty
 * value) answer 422 with each failing field's reason, in the caller's language.
 */
function ruleFailure(issues: readonly Parameters<typeof describeRule>[0][], lang: Language) {
  const data: FieldErrors = {};
  for (const issue of issues) {
    const list = (data[issueField(issue)] ??= []);
    const text = describeRule(issue, lang);
    if (!list.includes(text)) list.push(text);
  }
  return unprocessable('footer.invalid', data, {
    params: { detail: describeIssue(issues[0]!, lang) },
  });
}

function checkRules(input: FooterFields, lang: Language): FooterInput {
  const result = footerFieldsSchema.safeParse(input, { reportInput: true });
  if (!result.success) throw ruleFailure(result.error.issues, lang);
  return result.data;
}

/** The one footer, or the defaults (id null, every text empty, every switch off) while none was saved. */
export async function getFooter(ctx: AppContext, lang: Language): Promise<Footer> {
  const [row] = await ctx.db.select().from(footers).limit(1);
  return row ? toFooter(row, lang) : emptyFooter;
}

/** The footer is a single row: a second create is 409 (the unique singleton column decides). */
export async function createFooter(
  ctx: AppContext,
  input: FooterFields,
  lang: Language,
): Promise<Footer> {
  const values = checkRules(input, lang);
  try {
    const [row] = await ctx.db.insert(footers).values(values).returning();
    return toFooter(row!, lang);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('footer.exists');
    throw error;
  }
}

/** Replaces every field (one left out goes back to its default). */
export async function updateFooter(
  ctx: AppContext,
  id: number,
  input: FooterFields,
  lang: Language,
): Promise<Footer> {
  const values = checkRules(input, lang);
  const [row] = await ctx.db
    .update(footers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(footers.id, id))
    .returning();
  if (!row) throw notFound('footer.notFound');
  return toFooter(row, lang);
}

/** Changes only the switches sent; a switch turned on over an empty value is refused (422). */
export async function updateFooterToggles(
  ctx: AppContext,
  id: number,
  toggles: FooterToggles,
  lang: Language,
): Promise<Footer> {
  const changes = Object.fromEntries(
    Object.entries(toggles).filter(([, value]) => value !== undefined),
  ) as FooterToggles;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(footers).where(eq(footers.id, id)).for('update');
    if (!current) throw notFound('footer.notFound');
    const turnedOn = Object.fromEntries(Object.entries(changes).filter(([, on]) => on));
    const empty = emptyEnabledFields(current, turnedOn);
    if (empty.length > 0) {
      throw ruleFailure(
        empty.map((name) => ({ code: 'custom', message: 'v.shownWhileEmpty', path: [name] })),
        lang,
      );
    }
    const [row] = await tx
      .update(footers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(footers.id, id))
      .returning();
    return toFooter(row!, lang);
  });
}

/** Back to the defaults: the row goes, so `getFooter` answers the defaults again. */
export async function deleteFooter(ctx: AppContext): Promise<Footer> {
  await ctx.db.delete(footers);
  return emptyFooter;
}
