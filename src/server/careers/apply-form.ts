import { escape } from '../http/html-escape';
import { APPLY_FIELDS, answerField } from '../../shared/contract/careers-apply';
import { EMAIL_MAX, EXPERIENCE_MAX, NAME_MAX, PHONE_MAX, PHONE_MIN, RESUME_HINT } from '../../shared/contract/application-intake';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../../shared/rules/screening-answer';
import type { ScreeningQuestion } from '../modules/question-group/service';

// The job page's apply form: a plain multipart POST that works without JavaScript. Each field says
// its limit (from the contract's constants), and a refused POST renders it again with the values
// entered (never the file) and each error beside its field, summed up at the top.

export type FormValues = Record<string, string | string[]>;
export type FormErrors = Record<string, string[]>;

export interface ApplyFormModel {
  action: string;
  questions: ScreeningQuestion[];
  privacyNotice: string;
  /** The page's query: `ref` asks for the referral consent; source, ref and utm_* ride along hidden. */
  query: Record<string, string>;
  values: FormValues;
  errors: FormErrors;
  /** A refusal that is no one field's (already applied, too many attempts), said at the top. */
  problem?: string;
}

const CARRIED = [APPLY_FIELDS.source, APPLY_FIELDS.ref, APPLY_FIELDS.utmSource, APPLY_FIELDS.utmMedium, APPLY_FIELDS.utmCampaign];

const idOf = (name: string) => `apply-${name.replace(/\[(\d+)\]$/, '-$1').replace(/[^a-zA-Z0-9_-]/g, '-')}`;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** The attributes tying a control to its hint and error, and marking it invalid. */
function described(name: string, errors: FormErrors, hint: string | null): string {
  const failed = Boolean(errors[name]?.length);
  const ids = [hint ? `${idOf(name)}-hint` : null, failed ? `${idOf(name)}-error` : null].filter(Boolean);
  return `${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}${failed ? ' aria-invalid="true"' : ''}`;
}

function notes(name: string, errors: FormErrors, hint: string | null): string {
  const hintHtml = hint ? `<p class="hint" id="${idOf(name)}-hint">${escape(hint)}</p>` : '';
  const messages = errors[name] ?? [];
  const errorHtml = messages.length ? `<p class="error" id="${idOf(name)}-error">${messages.map(escape).join(' ')}</p>` : '';
  return hintHtml + errorHtml;
}

interface InputSpec {
  name: string;
  label: string;
  type: string;
  hint: string;
  extra: string;
}

function input(model: ApplyFormModel, spec: InputSpec): string {
  const attributes = described(spec.name, model.errors, spec.hint);
  const value = spec.type === 'file' ? '' : ` value="${escape(one(model.values[spec.name]))}"`;
  return `<div class="field"><label for="${idOf(spec.name)}">${spec.label} <span aria-hidden="true">*</span></label>
<input type="${spec.type}" id="${idOf(spec.name)}" name="${escape(spec.name)}"${value} required${spec.extra}${attributes}>${notes(spec.name, model.errors, spec.hint)}</div>`;
}

function choices(model: ApplyFormModel, question: ScreeningQuestion, name: string, type: 'radio' | 'checkbox', options: readonly string[]) {
  const chosen = many(model.values[name]);
  const required = question.required && type === 'radio' ? ' required' : '';
  return options
    .map((option) => {
      const checked = chosen.includes(option) ? ' checked' : '';
      return `<label class="check"><input type="${type}" name="${escape(name)}" value="${escape(option)}"${checked}${required}> ${escape(option)}</label>`;
    })
    .join('');
}

function questionField(model: ApplyFormModel, question: ScreeningQuestion): string {
  const name = answerField(question.id);
  const mark = question.required ? ' <span aria-hidden="true">*</span><span class="away">(required)</span>' : '';
  const title = `${escape(question.question)}${mark}`;
  const hint = question.description?.trim() || null;
  if (question.type === 'yes_no' || question.type === 'single_choice' || question.type === 'multiple_choice') {
    const options = question.type === 'yes_no' ? ['Yes', 'No'] : question.options;
    const type = question.type === 'multiple_choice' ? 'checkbox' : 'radio';
    const tip = question.type === 'multiple_choice' ? [hint, 'Tick all that apply.'].filter(Boolean).join(' ') : hint;
    return `<fieldset class="field" id="${idOf(name)}" tabindex="-1"${described(name, model.errors, tip)}><legend>${title}</legend>${choices(model, question, name, type, options)}${notes(name, model.errors, tip)}</fieldset>`;
  }
  const value = escape(one(model.values[name]));
  const required = question.required ? ' required' : '';
  const max = question.type === 'long_text' ? LONG_TEXT_MAX : SHORT_TEXT_MAX;
  const tip = [hint, question.type === 'number' ? 'A number, e.g. 3 or 2.5.' : `Up to ${max} characters.`].filter(Boolean).join(' ');
  const attributes = described(name, model.errors, tip);
  const id = idOf(name);
  const control =
    question.type === 'long_text'
      ? `<textarea id="${id}" name="${escape(name)}" rows="5" maxlength="${max}"${required}${attributes}>${value}</textarea>`
      : question.type === 'number'
        ? `<input type="number" step="any" id="${id}" name="${escape(name)}" value="${value}"${required}${attributes}>`
        : `<input type="text" id="${id}" name="${escape(name)}" value="${value}" maxlength="${max}"${required}${attributes}>`;
  return `<div class="field"><label for="${id}">${title}</label>${control}${notes(name, model.errors, tip)}</div>`;
}

function checkbox(model: ApplyFormModel, name: string, label: string): string {
  const attributes = described(name, model.errors, null);
  const checked = one(model.values[name]) ? ' checked' : '';
  return `<div class="field"><label class="check"><input type="checkbox" id="${idOf(name)}" name="${name}" value="on" required${checked}${attributes}> ${label}</label>${notes(name, model.errors, null)}</div>`;
}

function errorSummary(model: ApplyFormModel): string {
  const entries = Object.entries(model.errors).filter(([, messages]) => messages.length);
  const said = model.problem ? `<p>${escape(model.problem)}</p>` : '';
  if (!entries.length) return said ? `<div class="summary" role="alert" id="apply-errors">${said}</div>` : '';
  const items = entries.map(([name, messages]) => `<li><a href="#${idOf(name)}">${messages.map(escape).join(' ')}</a></li>`).join('');
  return `<div class="summary" role="alert" id="apply-errors">${said}<h3>Please fix the following</h3><ul>${items}</ul></div>`;
}

export function renderApplyForm(model: ApplyFormModel): string {
  const hidden = CARRIED.filter((name) => model.query[name] ?? model.values[name])
    .map((name) => `<input type="hidden" name="${name}" value="${escape(one(model.values[name]) || model.query[name] || '')}">`)
    .join('');
  const referred = Boolean(model.query[APPLY_FIELDS.ref] ?? model.values[APPLY_FIELDS.ref]);
  return `<section class="panel" aria-labelledby="apply-title"><h2 id="apply-title">Apply for this job</h2>
${errorSummary(model)}<form method="post" enctype="multipart/form-data" action="${escape(model.action)}">
<p class="hint">Fields marked * are required.</p>
${input(model, { name: APPLY_FIELDS.firstName, label: 'First name', type: 'text', hint: `Up to ${NAME_MAX} characters.`, extra: ` maxlength="${NAME_MAX}" autocomplete="given-name"` })}
${input(model, { name: APPLY_FIELDS.lastName, label: 'Last name', type: 'text', hint: `Up to ${NAME_MAX} characters.`, extra: ` maxlength="${NAME_MAX}" autocomplete="family-name"` })}
${input(model, { name: APPLY_FIELDS.applicantEmail, label: 'E-mail', type: 'email', hint: `Up to ${EMAIL_MAX} characters.`, extra: ` maxlength="${EMAIL_MAX}" autocomplete="email"` })}
${input(model, { name: APPLY_FIELDS.phoneNumber, label: 'Phone', type: 'tel', hint: `${PHONE_MIN} to ${PHONE_MAX} characters: digits, +, spaces or -.`, extra: ` minlength="${PHONE_MIN}" maxlength="${PHONE_MAX}" autocomplete="tel"` })}
${input(model, { name: APPLY_FIELDS.experience, label: 'Experience (years)', type: 'number', hint: `Whole years from 0 to ${EXPERIENCE_MAX}.`, extra: ` min="0" max="${EXPERIENCE_MAX}" step="1"` })}
${input(model, { name: APPLY_FIELDS.resume, label: 'Resume', type: 'file', hint: `${RESUME_HINT}.`, extra: ' accept="application/pdf,.pdf"' })}
${model.questions.map((question) => questionField(model, question)).join('\n')}
<p class="notice" id="apply-privacy">${escape(model.privacyNotice)}</p>
${checkbox(model, APPLY_FIELDS.consent, 'I agree to the privacy notice above.')}
${referred ? checkbox(model, APPLY_FIELDS.referralConsent, 'I agree to be referred by the employee who shared this link') : ''}
<div class="away" aria-hidden="true"><label for="${idOf(APPLY_FIELDS.honeypot)}">Leave this empty</label><input type="text" id="${idOf(APPLY_FIELDS.honeypot)}" name="${APPLY_FIELDS.honeypot}" tabindex="-1" autocomplete="off"></div>
${hidden}<button type="submit">Send application</button>
</form></section>`;
}
