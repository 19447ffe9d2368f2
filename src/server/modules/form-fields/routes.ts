import { Hono } from 'hono';
import * as v from 'valibot';
import { FormFieldsUpdateSchema, JOB_CREATE_FORM } from '../../../shared/contract/form-fields';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { CONFIGURABLE_FORMS, listFormFields, updateFormFields } from './service';

const formQuery = v.object({
  form: v.optional(v.picklist(CONFIGURABLE_FORMS, 'Unknown form.'), JOB_CREATE_FORM),
});

/** GET/PUT /api/form-fields?form=job_create: which job form fields are mandatory (activeStatus 1). */
export function formFieldRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', can('jobs:read', 'setup:read'), async (c) => {
    const { form } = parseInput(formQuery, c.req.query());
    return c.json({ data: await listFormFields(c.get('ctx'), form) });
  });
  routes.put('/', can('settings:write'), async (c) => {
    const { form } = parseInput(formQuery, c.req.query());
    const { fields } = parseInput(FormFieldsUpdateSchema, c.get('body'));
    return c.json({ data: await updateFormFields(c.get('ctx'), form, fields), message: 'Your change has been successfully submitted' });
  });
  return routes;
}
