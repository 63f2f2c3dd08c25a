import type { AdminUser, Envelope, LoginData, User } from '@dukkan/contracts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstName: 'Sara',
    lastName: 'Alharbi',
    email: 'sara@example.com',
    phoneNumber: '+966551234567',
    mobile: null,
    imageUrl: '/media/users/abc-800.webp',
    role: 'Customer',
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const user = aUser(overrides);
  return { ...user, userRole: user.role, ...overrides };
}

export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return { ...aUser(), token: 'jwt-token', ...overrides };
}

export function envelope<T>(data: T, message = 'OK', statusCode = 200): Envelope<T> {
  return { message, statusCode, data };
}

/** A JSON Response shaped like the API's envelope. */
export function envelopeResponse(body: Envelope<unknown>, status = body.statusCode): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
