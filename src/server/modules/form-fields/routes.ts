import { Hono } from 'hono';
import * as v from 'valibot';
import { FormFieldSchema, FormFieldsUpdateSchema, JOB_CREATE_FORM } from '../../../shared/contract/form-fields';
import { itemResponseSchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { CONFIGURABLE_FORMS, listFormFields, updateFormFields } from './service';

const formQuery = v.object({
  form: v.optional(v.picklist(CONFIGURABLE_FORMS, 'Unknown form.'), JOB_CREATE_FORM),
});
const fieldList = itemResponseSchema(v.array(FormFieldSchema));

/** GET/PUT /api/form-fields?form=job_create: which job form fields are mandatory (activeStatus 1). */
export function formFieldRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    can('jobs:read', 'setup:read'),
    endpoint(
      { summary: 'The fields of a form and which are mandatory', query: formQuery, responses: { 200: fieldList } },
      async (c, input) => c.json({ data: await listFormFields(c.get('ctx'), input.query.form) }),
    ),
  );
  routes.put(
    '/',
    can('settings:write'),
    endpoint(
      { summary: 'Choose the mandatory fields of a form', query: formQuery, body: FormFieldsUpdateSchema, responses: { 200: fieldList } },
      async (c, input) => {
        const { form } = input.query;
        return c.json({
          data: await updateFormFields(c.get('ctx'), form, input.body.fields),
          message: 'Your change has been successfully submitted',
        });
      },
    ),
  );
  return routes;
}
