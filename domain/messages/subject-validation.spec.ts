import { replySubject, SUBJECT_REQUIRED, SUBJECT_TOO_LONG, validateSubject } from './subject-validation';

describe('validateSubject', () => {
  it('requires a subject', () => {
    expect(validateSubject('')).toBe(SUBJECT_REQUIRED);
    expect(validateSubject('   ')).toBe('Please enter a message subject.');
    expect(validateSubject(null)).toBe(SUBJECT_REQUIRED);
  });

  it('keeps it under 256 characters', () => {
    expect(validateSubject('a'.repeat(255))).toBeNull();
    expect(validateSubject('a'.repeat(256))).toBe(SUBJECT_TOO_LONG);
  });
});

describe('replySubject', () => {
  it("prefixes 'RE: ' and cuts to 255", () => {
    expect(replySubject('Your review')).toBe('RE: Your review');
    expect(replySubject('a'.repeat(300))).toHaveLength(255);
    expect(validateSubject(replySubject('a'.repeat(300)))).toBeNull();
  });

  it('keeps a 251-character original whole and cuts a 252-character one', () => {
    // 'RE: ' is 4 characters: 4 + 251 = 255 fits; 4 + 252 = 256 loses the last character.
    expect(replySubject('b'.repeat(251))).toBe('RE: ' + 'b'.repeat(251));
    expect(replySubject('b'.repeat(251) + 'z')).toBe('RE: ' + 'b'.repeat(251));
    expect(replySubject(null)).toBe('RE: ');
  });
});
