import type { User } from '../contract';

/** Test-only: a user as the API returns it. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b7e6a53-2f52-4c57-9a1e-3f0f1b1f9c11',
    username: 'ada_l',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+2348012345678',
    gender: 'female',
    countryCode: 'NGA',
    isEmailVerified: true,
    isPinSet: false,
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
