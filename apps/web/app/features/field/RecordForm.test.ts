import { describe, expect, it } from 'vitest';
import { latinDigits } from './RecordForm';

describe('latinDigits', () => {
  it('reads digits typed on a Bengali keyboard', () => {
    expect(latinDigits(' ১২৩৪ ')).toBe('1234');
    expect(latinDigits('৫০.৫')).toBe('50.5');
    expect(latinDigits('42')).toBe('42');
  });
});
