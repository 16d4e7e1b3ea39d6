/**
 * A choice field's refusal in staff words (code review of issue 33): the service says "must be one
 * of private, public" with the API's values; the staff app names them as staff read them.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from 'headless-checkout/backoffice';
import { formErrors, reasonOf } from '../../examples/backoffice-app/errors';
import { FILTER_OPERATORS, MANAGER_ROLES } from '../../examples/sandbox/backoffice/enums';
import { ApiError } from '../../examples/sandbox/backoffice/errors';
import { oneOf, parse } from '../../examples/sandbox/backoffice/validate';

const at = { endpoint: 'views.update', method: 'PUT', url: 'http://127.0.0.1/backoffice/views/sv_1' };

/** The 400 the service answers for `value` against `schema`, as the client hands it to the app. */
function refusal(schema: v.GenericSchema, value: unknown): BadRequestError {
  try {
    parse(schema, value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return new BadRequestError({ ...at, status: 400, body: error.toBody() });
  }
  throw new Error('the service accepted it');
}

describe("a choice field's refusal names the choices in staff words", () => {
  it('a saved view’s visibility: Private or Public, at its field', () => {
    const error = refusal(v.object({ visibility: oneOf(['public', 'private'] as const) }), {
      visibility: 'everyone',
    });
    expect(error.body?.details?.[0]?.message).toBe('must be one of public, private');
    expect(formErrors(error, ['visibility']).field('visibility')).toBe('Must be Public or Private.');
  });

  it("a manager's role: the six roles by their names, none raw", () => {
    const error = refusal(v.object({ role: oneOf(MANAGER_ROLES) }), { role: 'boss' });
    const reason = formErrors(error, ['role']).field('role')!;
    expect(reason).toBe('Must be Growth, Team leader, Relationships, Deployments, Merchandise or Training.');
    expect(reason).not.toMatch(/teamLeader/);
  });

  it("a filter's operator (a path the form has no field for): its words, with the field named", () => {
    const error = refusal(v.object({ filters: v.array(v.object({ op: oneOf(FILTER_OPERATORS) })) }), {
      filters: [{ op: 'like' }],
    });
    const reason = reasonOf(error);
    expect(reason).toMatch(/^Filter 1 operator: Must be “is less than”, .*“is not empty” or “contains”\.$/);
    expect(reason).not.toMatch(/notIsEmpty|\blte\b/);
    expect(formErrors(error, ['name']).form).toBe(reason);
  });

  it('values of no known enumeration are labelled, not shown as the API names them', () => {
    const error = refusal(v.object({ editableBy: oneOf(['me', 'all'] as const) }), { editableBy: 'x' });
    expect(formErrors(error, ['editableBy']).field('editableBy')).toBe('Must be Me or All.');
  });

  it('other reasons are left as the service said them', () => {
    const error = refusal(v.object({ name: v.pipe(v.string(), v.minLength(1, 'must not be empty')) }), {
      name: '',
    });
    expect(formErrors(error, ['name']).field('name')).toBe('Must not be empty.');
  });
});
