import * as v from 'valibot';
import { zeroOrOne } from './fields';

/** The form whose mandatory fields an admin configures (GET/PUT /api/form-fields?form=…). */
export const JOB_CREATE_FORM = 'job_create';

/** A form-field configuration row. */
export const FormFieldSchema = v.object({
  fieldKey: v.string(),
  name: v.string(),
  /** 1 marks the field mandatory. */
  activeStatus: v.number(),
});
export type FormField = v.InferOutput<typeof FormFieldSchema>;

export const FormFieldsUpdateSchema = v.object({
  fields: v.pipe(
    v.array(
      v.object({
        fieldKey: v.pipe(v.string('Unknown field.'), v.maxLength(100)),
        activeStatus: zeroOrOne('activeStatus must be 1 or 0.'),
      }),
      'Send the fields as a list.',
    ),
    v.minLength(1, 'Send at least one field.'),
    v.maxLength(100),
  ),
});
export type FormFieldsUpdate = v.InferOutput<typeof FormFieldsUpdateSchema>;
