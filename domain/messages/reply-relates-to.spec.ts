import { replyRelatesTo } from './reply-relates-to';

const OLIVER = { id: 10014, name: 'Oliver Hartley' };
const base = { clientId: 10002, related: [OLIVER] };

describe('whom a reply relates to (spec 3 §5)', () => {
  it("is the entity chosen in 'Show messages for', when the message went to them", () => {
    expect(replyRelatesTo({ ...base, chosenEntityId: OLIVER.id, messageEntityIds: [10002, OLIVER.id] })).toEqual(
      OLIVER,
    );
  });
  it('is unknown when the chosen entity is not related or the message did not go to them', () => {
    expect(replyRelatesTo({ ...base, chosenEntityId: OLIVER.id, messageEntityIds: [10002] })).toBeUndefined();
    expect(replyRelatesTo({ ...base, chosenEntityId: 999, messageEntityIds: [999] })).toBeUndefined();
  });
  it("is nobody for the client's own messages, chosen or shown among everyone", () => {
    expect(replyRelatesTo({ ...base, chosenEntityId: 10002, messageEntityIds: [10002] })).toBeNull();
    expect(replyRelatesTo({ ...base, chosenEntityId: null, messageEntityIds: [10002, OLIVER.id] })).toBeNull();
  });
  it('with everyone shown, is the related entity a message not sent to the client went to', () => {
    expect(replyRelatesTo({ ...base, chosenEntityId: null, messageEntityIds: [OLIVER.id] })).toEqual(OLIVER);
  });
});
