import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (token: string | undefined, courseId: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/learn/progress/${courseId}`, headers: token ? bearer(token) : {}, payload: payload as object });
const list = (token: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/learn/progress', headers: token ? bearer(token) : {} });

describe('course progress calls', () => {
  it('start empty, then return what was saved, per course, in course order', async () => {
    const { token } = await registerAccount(t.app);
    expect((await list(token)).json()).toEqual({ courses: [] });

    const saved = await save(token, '2', { completedSectionIds: ['two-pointers', 'overview'], lastSectionIndex: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      courseId: 2,
      completedSectionIds: ['overview', 'two-pointers'],
      lastSectionIndex: 2,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await save(token, '1', { completedSectionIds: ['overview'], lastSectionIndex: 1 });

    const { courses } = (await list(token)).json();
    expect(courses.map((course: { courseId: number }) => course.courseId)).toEqual([1, 2]);
    expect(courses[1]).toMatchObject({ completedSectionIds: ['overview', 'two-pointers'], lastSectionIndex: 2 });
  });

  it('a save replaces the course progress, so an empty one starts the course over', async () => {
    const { token } = await registerAccount(t.app);
    await save(token, '3', { completedSectionIds: ['overview', 'first-program'], lastSectionIndex: 2 });
    const reset = await save(token, '3', { completedSectionIds: [], lastSectionIndex: 0 });
    expect(reset.json()).toMatchObject({ completedSectionIds: [], lastSectionIndex: 0 });
    expect((await list(token)).json().courses).toEqual([expect.objectContaining({ courseId: 3, completedSectionIds: [] })]);
  });

  it('need a signed-in learner', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const response = await save(undefined, '1', { completedSectionIds: [], lastSectionIndex: 0 });
    expect(response.statusCode).toBe(401);
    expect((await list('not-a-token')).statusCode).toBe(401);
  });

  it('one learner never reads or overwrites another learner’s progress', async () => {
    const ada = await registerAccount(t.app);
    const grace = await registerAccount(t.app);
    await save(ada.token, '1', { completedSectionIds: ['overview', 'dry-running'], lastSectionIndex: 3 });
    expect((await list(grace.token)).json()).toEqual({ courses: [] });

    await save(grace.token, '1', { completedSectionIds: [], lastSectionIndex: 0 });
    const adaCourses = (await list(ada.token)).json().courses;
    expect(adaCourses).toEqual([expect.objectContaining({ completedSectionIds: ['overview', 'dry-running'], lastSectionIndex: 3 })]);
  });

  it.each([
    ['an unknown course', '4', { completedSectionIds: [], lastSectionIndex: 0 }],
    ['a course id that is not a number', 'abc', { completedSectionIds: [], lastSectionIndex: 0 }],
    ['a section of another course', '1', { completedSectionIds: ['two-pointers'], lastSectionIndex: 0 }],
    ['a position past the last section', '1', { completedSectionIds: [], lastSectionIndex: 9 }],
    ['a negative position', '1', { completedSectionIds: [], lastSectionIndex: -1 }],
    ['a fractional position', '1', { completedSectionIds: [], lastSectionIndex: 1.5 }],
    ['a NUL character in a section id', '1', { completedSectionIds: ['overview\u0000'], lastSectionIndex: 0 }],
    ['an overlong section id', '1', { completedSectionIds: ['a'.repeat(65)], lastSectionIndex: 0 }],
    ['too many section ids', '3', { completedSectionIds: Array.from({ length: 13 }, () => 'overview'), lastSectionIndex: 0 }],
    ['a missing list', '1', { lastSectionIndex: 0 }],
    ['an extra field', '1', { completedSectionIds: [], lastSectionIndex: 0, userId: 'someone-else' }],
    ['no body', '1', undefined],
  ])('refuse %s with a clear 400 and keep the saved progress', async (_, courseId, payload) => {
    const { token } = await registerAccount(t.app);
    await save(token, '1', { completedSectionIds: ['overview'], lastSectionIndex: 1 });
    const response = await save(token, courseId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
    expect((await list(token)).json().courses).toEqual([
      expect.objectContaining({ courseId: 1, completedSectionIds: ['overview'], lastSectionIndex: 1 }),
    ]);
  });
});
