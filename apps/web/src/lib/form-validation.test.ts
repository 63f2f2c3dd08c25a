import { loginBodySchema, registerFieldsSchema, verifyOtpBodySchema } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, validateForm } from './form-validation';

const validRegistration = {
  firstName: 'Sara',
  lastName: 'Alharbi',
  email: 'Sara@Example.com ',
  password: 'secret123',
  confirmPassword: 'secret123',
  phoneNumber: '٠٥٥١٢٣٤٥٦٧',
};

describe('validateForm', () => {
  it('returns the normalised values the API expects', () => {
    const result = validateForm(registerFieldsSchema, validRegistration, 'en');
    expect(result).toEqual({
      ok: true,
      data: { ...validRegistration, email: 'sara@example.com', phoneNumber: '+966551234567' },
    });
  });

  it('tells an empty field from a wrong one, in English', () => {
    const result = validateForm(loginBodySchema, { email: 'nope', password: '' }, 'en');
    expect(result).toEqual({
      ok: false,
      errors: { email: 'must be a valid e-mail address', password: 'is required' },
    });
  });

  it('words the rules in Arabic', () => {
    const result = validateForm(
      registerFieldsSchema,
      { ...validRegistration, password: 'short', confirmPassword: 'other', phoneNumber: '12' },
      'ar',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.password).toBe('يجب ألا تقل عن 8 أحرف وتحتوي على حرف ورقم');
    expect(result.errors.phoneNumber).toBe('يجب أن يكون رقم جوال سعوديًا مثل 05XXXXXXXX');
  });

  it('reports a confirmation mismatch under the confirmation field', () => {
    const result = validateForm(
      registerFieldsSchema,
      { ...validRegistration, confirmPassword: 'secret124' },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      errors: { confirmPassword: 'does not match the password' },
    });
  });

  it('keeps only the first message of a field', () => {
    const result = validateForm(verifyOtpBodySchema, { email: 'a@b.co', otp: '12' }, 'en');
    expect(result).toEqual({
      ok: false,
      errors: { otp: 'must be the 6-digit code from the e-mail' },
    });
  });
});

describe('serverFieldErrors', () => {
  it('takes the first message of each field of a 400', () => {
    expect(
      serverFieldErrors({
        message: 'E-mail: is already registered',
        statusCode: 400,
        data: { email: ['is already registered', 'second'], phoneNumber: ['is not valid'] },
      }),
    ).toEqual({ email: 'is already registered', phoneNumber: 'is not valid' });
  });

  it('also reads a 409 that names a field (e-mail already registered)', () => {
    expect(
      serverFieldErrors({ message: 'x', statusCode: 409, data: { email: ['taken'] } }),
    ).toEqual({ email: 'taken' });
  });

  it('ignores other statuses and shapes', () => {
    expect(
      serverFieldErrors({ message: 'x', statusCode: 401, data: { email: ['taken'] } }),
    ).toEqual({});
    expect(
      serverFieldErrors({ message: 'x', statusCode: 500, data: { email: ['taken'] } }),
    ).toEqual({});
    expect(serverFieldErrors({ message: 'x', statusCode: 400, data: null })).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
