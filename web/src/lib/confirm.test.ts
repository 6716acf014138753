import { confirm, confirmQueue, dismissConfirms } from './confirm';

describe('dismissConfirms', () => {
  it('answers No to every open question and empties the queue', async () => {
    const first = confirm('Do you really want to delete the selected record?');
    const second = confirm('You have unsaved changes. Do you really want to close the panel?', ['a']);
    expect(confirmQueue.get()).toHaveLength(2);
    dismissConfirms();
    expect(confirmQueue.get()).toEqual([]);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });

  it('leaves a question asked afterwards to be answered', async () => {
    dismissConfirms();
    const later = confirm('Do you really want to delete the selected admin?');
    expect(confirmQueue.get()).toHaveLength(1);
    confirmQueue.get()[0].resolve(true);
    await expect(later).resolves.toBe(true);
  });
});
