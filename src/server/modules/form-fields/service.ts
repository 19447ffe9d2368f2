import { and, asc, eq, inArray } from 'drizzle-orm';
import { formFields } from '../../db/schema';
import { invalid, type FieldErrors } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { ALWAYS_REQUIRED_ON_CREATE } from '../../../shared/contract/job';
import { JOB_CREATE_FORM, type FormField, type FormFieldsUpdate } from '../../../shared/contract/form-fields';

/** Forms whose mandatory fields are configurable. */
export const CONFIGURABLE_FORMS = [JOB_CREATE_FORM] as const;
export type ConfigurableForm = (typeof CONFIGURABLE_FORMS)[number];

export const FORM_FIELD_UNKNOWN = 'Unknown field.';
export const FORM_FIELD_TWICE = 'Each field can be sent only once.';

const alwaysRequired: readonly string[] = ALWAYS_REQUIRED_ON_CREATE;

const columns = { fieldKey: formFields.fieldKey, name: formFields.name, activeStatus: formFields.activeStatus };

/**
 * The form's fields in display order. Skills and description read as mandatory whatever is
 * stored, because job create requires them regardless (spec §5).
 */
export async function listFormFields(ctx: ServiceContext, form: ConfigurableForm, db = ctx.db): Promise<FormField[]> {
  const rows = await db
    .select(columns)
    .from(formFields)
    .where(and(eq(formFields.appId, ctx.appId), eq(formFields.form, form)))
    .orderBy(asc(formFields.sortOrder), asc(formFields.id));
  return rows.map((row) => (alwaysRequired.includes(row.fieldKey) ? { ...row, activeStatus: 1 } : row));
}

/**
 * Sets the mandatory flag of the fields sent; fields not sent keep theirs. The fields are the
 * app's configured rows: a key without a row is refused (422), as is making skills or the
 * description optional. All or nothing, in one transaction.
 */
export async function updateFormFields(
  ctx: ServiceContext,
  form: ConfigurableForm,
  fields: FormFieldsUpdate['fields'],
): Promise<FormField[]> {
  return ctx.db.transaction(async (tx) => {
    const stored = await tx
      .select(columns)
      .from(formFields)
      .where(
        and(
          eq(formFields.appId, ctx.appId),
          eq(formFields.form, form),
          inArray(
            formFields.fieldKey,
            fields.map((field) => field.fieldKey),
          ),
        ),
      );
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const row = stored.find((candidate) => candidate.fieldKey === field.fieldKey);
      if (seen.has(field.fieldKey)) errors[`fields.${index}.fieldKey`] = [FORM_FIELD_TWICE];
      else if (!row) errors[`fields.${index}.fieldKey`] = [FORM_FIELD_UNKNOWN];
      else if (alwaysRequired.includes(field.fieldKey) && field.activeStatus !== 1) {
        errors[`fields.${index}.activeStatus`] = [`${row.name} is always required.`];
      }
      seen.add(field.fieldKey);
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    for (const field of fields) {
      await tx
        .update(formFields)
        .set({ activeStatus: field.activeStatus, updatedAt: ctx.now })
        .where(and(eq(formFields.appId, ctx.appId), eq(formFields.form, form), eq(formFields.fieldKey, field.fieldKey)));
    }
    return listFormFields(ctx, form, tx);
  });
}
