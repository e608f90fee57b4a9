import { describe, expect, it } from 'vitest';
import { targetOf, type TargetClues } from './targets';

const ID = '5b0c7d3e-2f4a-4c1b-9a8e-0123456789ab';
const ADMIN = '0e9d8c7b-6a5f-4e3d-8c2b-a1b2c3d4e5f6';
const clues = (overrides: Partial<TargetClues>): TargetClues => ({
  route: '/',
  params: {},
  body: {},
  response: null,
  changes: [],
  adminId: ADMIN,
  ...overrides,
});

describe('what a write was about', () => {
  it('is the first row it changed in a captured table', () => {
    const target = targetOf(
      clues({
        route: '/user/groups/:id',
        changes: [{ table: 'user_groups', op: 'update', id: ID, old: {}, new: {} }],
      }),
    );
    expect(target).toEqual({ type: 'userGroup', id: ID });
  });

  it("else the route's type, with the id from the path, the answer or the body", () => {
    expect(
      targetOf(clues({ route: '/user/mobile-users/:userID', params: { userID: ID } })),
    ).toEqual({
      type: 'mobileUser',
      id: ID,
    });
    expect(
      targetOf(clues({ route: '/user/mobile-users/create', response: { data: { _id: ID } } })),
    ).toEqual({ type: 'mobileUser', id: ID });
    expect(
      targetOf(
        clues({ route: '/api/chat/setConversationReadByParticipant', body: { chatMessageID: ID } }),
      ),
    ).toEqual({ type: 'conversation', id: ID });
    expect(targetOf(clues({ route: '/user/upload' }))).toEqual({ type: 'mobileUser', id: null });
  });

  it("is the admin's own account for their profile, password and session", () => {
    expect(targetOf(clues({ route: '/user/change-password' }))).toEqual({
      type: 'admin',
      id: ADMIN,
    });
    expect(targetOf(clues({ route: '/user/reset-password/id/:id', params: { id: ID } }))).toEqual({
      type: 'admin',
      id: ID,
    });
  });

  it('names no type for a route it does not know, and ignores ids that are not uuids', () => {
    expect(targetOf(clues({ route: '/somewhere/:id', params: { id: 'not-a-uuid' } }))).toEqual({
      type: null,
      id: null,
    });
  });
});
