import { downloadText } from './download';

describe('downloadText', () => {
  it('clicks a hidden link to an object URL of the text, named as asked, then lets the URL go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
      expect(this.isConnected).toBe(true);
    });

    downloadText('[\n    {}\n]', 'pb_schema.json');

    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('pb_schema.json');
    expect(clicks[0].href).toBe('blob:test/1');
    expect(clicks[0].isConnected).toBe(false);
    expect(blobs[0].type).toBe('application/json');
    expect(await blobs[0].text()).toBe('[\n    {}\n]');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');

    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
    vi.useRealTimers();
  });
});
