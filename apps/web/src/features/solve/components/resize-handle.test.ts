import { describe, expect, it } from 'vitest';
import { resizeByKeyboard } from './resize-handle';

const description = { id: 'description', minSize: 30 };
const code = { id: 'code', minSize: 40 };

describe('resizeByKeyboard', () => {
  it('moves the split by the step', () => {
    expect(resizeByKeyboard(40, 10, description, code)).toEqual({ description: 50, code: 50 });
    expect(resizeByKeyboard(40, -10, description, code)).toEqual({ description: 30, code: 70 });
  });

  it('stops at either panel minimum, so the Shift step goes as far as allowed', () => {
    expect(resizeByKeyboard(40, 100, description, code)).toEqual({ description: 60, code: 40 });
    expect(resizeByKeyboard(40, -100, description, code)).toEqual({ description: 30, code: 70 });
  });
});
