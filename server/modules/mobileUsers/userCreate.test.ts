import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUser } from '../../../contract/mobileUsers';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { usersKit, type UsersKit } from './testKit';

let t: TestApp;
let kit: UsersKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
});
afterAll(() => t.close());

const create = (email: string, payload: object, company?: string) =>
  kit.request(email, 'POST', '/user/mobile-users/create', payload, company);

describe('POST /user/mobile-users/create', () => {
  it('creates one app user of the company, not yet signed up, and answers it', async () => {
    const response = await create('admin@acme.test', {
      email: 'New.Person@Acme-Members.test',
      phone: '+1 (555) 010-7788',
      firstname: 'New',
      lastname: 'Person',
      platForm: 'iOS',
      customFields: [{ name: 'Local', value: '47' }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; data: MobileUser }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      email: 'new.person@acme-members.test',
      phone: '+15550107788',
      firstname: 'New',
      lastname: 'Person',
      platForm: 'ios',
      registered: false,
      isActive: 1,
      companyID: 'acme',
    });
    const [row] = await t.db.select().from(u).where(eq(u.id, body.data._id));
    expect(row?.customFields).toEqual({ Local: '47' });
    const listed = await kit.list('admin@acme.test', { searchString: 'new.person@' });
    expect(listed.users.map((user) => user._id)).toEqual([body.data._id]);
  });

  it('refuses an email or a phone a live user of the company has, with success false', async () => {
    const email = await create('admin@acme.test', {
      email: 'NEW.PERSON@acme-members.test',
      firstname: 'Again',
      lastname: 'Person',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      success: false,
      code: 'error_email_already_exist',
      message: 'Email already in use.',
      details: [{ field: 'email', message: 'is already in use' }],
      requestId: expect.any(String) as string,
    });
    const phone = await create('admin@acme.test', {
      phone: '+1 555 010 7788',
      firstname: 'Other',
      lastname: 'Person',
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ success: false, code: 'error_contact_already_exist' });
    // Another company may have the same person.
    const globex = await create('admin@globex.test', {
      email: 'new.person@acme-members.test',
      firstname: 'New',
      lastname: 'Person',
    });
    expect(globex.statusCode).toBe(201);
  });

  it('checks the fields as an import does, answering each against its field', async () => {
    const bad = await create('admin@acme.test', {
      email: 'not-an-address',
      phone: '12',
      firstname: 'Bad',
      lastname: 'Fields',
      platForm: 'palm',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'validation_error',
      details: [
        { field: 'email', message: 'is not an email address' },
        { field: 'phone', message: 'is not a phone number' },
        { field: 'platform', message: 'must be one of ios, android, web' },
      ],
    });
    const neither = await create('admin@acme.test', { firstname: 'No', lastname: 'Contact' });
    expect(neither.json()).toMatchObject({
      success: false,
      details: [{ field: 'email', message: 'an email or a phone number is required' }],
    });
    const missingName = await create('admin@acme.test', { email: 'x@acme-members.test' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json()).toMatchObject({ success: false, code: 'validation_error' });
  });

  it("makes a channel admin's user follow the channel, and asks a platform admin for an organization", async () => {
    const response = await create('channel@acme.test', {
      email: 'follower.new@acme-members.test',
      firstname: 'Fol',
      lastname: 'Lower',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ data: MobileUser }>().data._id;
    const follows = await t.db
      .select()
      .from(channelFollowers)
      .where(eq(channelFollowers.mobileUserId, id));
    expect(follows.map((f) => f.contentProviderId)).toEqual([
      await kit.channelOf('channel@acme.test'),
    ]);
    const platform = await create('super@tidings.test', {
      email: 'nobody@x.test',
      firstname: 'No',
      lastname: 'Org',
    });
    expect(platform.statusCode).toBe(400);
    expect(platform.json()).toMatchObject({ success: false });
    const chosen = await create(
      'super@tidings.test',
      { email: 'chosen.org@globex-members.test', firstname: 'Chosen', lastname: 'Org' },
      'globex',
    );
    expect(chosen.json<{ data: MobileUser }>().data.companyID).toBe('globex');
  });
});
