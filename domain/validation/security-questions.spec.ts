import {
  answerTooShort,
  DIFFERENT_QUESTIONS_REQUIRED,
  minAnswerLength,
  SECURITY_QUESTIONS_SET,
  QUESTION_TOO_LONG,
  SECURITY_ANSWER_REQUIRED,
  SECURITY_QUESTION_REQUIRED,
  securityQuestionOptions,
  validateSecurityQuestions,
} from './security-questions';

const good = { question1: 'First pet?', answer1: 'first-answer', question2: 'First school?', answer2: 'second-answer' };

describe('validateSecurityQuestions', () => {
  it('accepts two different answered questions', () => {
    expect(validateSecurityQuestions(good, 8)).toEqual({});
  });

  it("requires each question, 'Please select' being no question", () => {
    expect(validateSecurityQuestions({ ...good, question1: 'Please select', question2: '' }, 0)).toEqual({
      question1: SECURITY_QUESTION_REQUIRED,
      question2: SECURITY_QUESTION_REQUIRED,
    });
  });

  it("needs a custom question of at most 256 characters for 'Other'", () => {
    expect(validateSecurityQuestions({ ...good, question1: 'Other' }, 0)).toEqual({
      customQuestion1: 'Please enter a security question.',
    });
    expect(validateSecurityQuestions({ ...good, question1: 'Other', customQuestion1: 'q'.repeat(257) }, 0)).toEqual({
      customQuestion1: QUESTION_TOO_LONG,
    });
    expect(validateSecurityQuestions({ ...good, question1: 'Other', customQuestion1: 'q'.repeat(256) }, 0)).toEqual({});
  });

  it('checks answer presence and length', () => {
    expect(validateSecurityQuestions({ ...good, answer1: ' ' }, 8)).toEqual({ answer1: SECURITY_ANSWER_REQUIRED });
    expect(validateSecurityQuestions({ ...good, answer2: 'short' }, 8)).toEqual({
      answer2: 'Answer needs to be at least 8 characters',
    });
    expect(validateSecurityQuestions({ ...good, answer2: 'short' }, 0)).toEqual({});
    expect(validateSecurityQuestions({ ...good, answer2: 'a'.repeat(257) }, 8)).toEqual({
      answer2: 'Answer needs to be at most 256 characters',
    });
    expect(answerTooShort(8)).toBe('Answer needs to be at least 8 characters');
  });

  it('measures an answer as it is saved, without the spaces around it', () => {
    expect(validateSecurityQuestions({ ...good, answer1: '   Rex    ' }, 8)).toEqual({
      answer1: 'Answer needs to be at least 8 characters',
    });
    expect(validateSecurityQuestions({ ...good, answer1: ' Rex the dog ' }, 8)).toEqual({});
    expect(validateSecurityQuestions({ ...good, answer1: ` ${'a'.repeat(256)} ` }, 8)).toEqual({});
  });

  it('needs two different questions, custom ones included', () => {
    expect(validateSecurityQuestions({ ...good, question2: 'First pet?' }, 0)).toEqual({
      question2: DIFFERENT_QUESTIONS_REQUIRED,
    });
    expect(validateSecurityQuestions({ ...good, question2: 'Other', customQuestion2: 'first pet?' }, 0)).toEqual({
      question2: DIFFERENT_QUESTIONS_REQUIRED,
    });
  });
});

describe('security question texts (spec 3 §5, §8)', () => {
  it('are word for word the spec', () => {
    expect(SECURITY_QUESTION_REQUIRED).toBe('Please enter a security question.');
    expect(QUESTION_TOO_LONG).toBe('Question needs to be at most 256 characters');
    expect(SECURITY_ANSWER_REQUIRED).toBe('Please enter an answer to your security question.');
    expect(DIFFERENT_QUESTIONS_REQUIRED).toBe('Please select two different security questions.');
    expect(answerTooShort(8)).toBe('Answer needs to be at least 8 characters');
    expect(SECURITY_QUESTIONS_SET).toBe('Your security questions have been set');
  });
});

describe('minAnswerLength', () => {
  it.each([
    ['22.8.233', 0],
    ['22.8.234', 8],
    ['22.8.999', 8],
    ['22.9.0', 8],
    ['22.9.237', 8],
    ['22.9.238', 8],
    ['22.10.1', 8],
    ['22.7.500', 0],
    ['21.12.999', 0],
    ['22.8', 0],
    ['v22.8.234-hotfix', 8],
    ['not a version', 0],
    ['22.9.100', 8],
    ['23.5.269', 8],
    ['21.1.1', 0],
    ['', 0],
    [null, 0],
  ])('is %p → %p', (version, n) => {
    expect(minAnswerLength(version)).toBe(n);
  });
});

describe('securityQuestionOptions', () => {
  it('drops blank options', () => {
    expect(securityQuestionOptions(['First pet?', '', '  ', null, 'Other'])).toEqual(['First pet?', 'Other']);
  });
});
