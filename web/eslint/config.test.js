import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: web });
const rulesFor = async (file) => (await eslint.calculateConfigForFile(file)).rules;
const lint = async (file, text) => (await eslint.lintText(text, { filePath: path.join(web, file) }))[0];

describe('the ESLint config', () => {
  it('warns, without failing, on a source file over 400 lines of code', async () => {
    expect((await rulesFor('src/ui/Button.tsx'))['max-lines']).toEqual([
      1,
      { max: 400, skipBlankLines: true, skipComments: true },
    ]);
    const code = Array.from({ length: 401 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const result = await lint('src/lib/long.ts', `${code}\n`);
    expect(result.messages.map((m) => [m.ruleId, m.severity])).toEqual([['max-lines', 1]]);
    expect(result.errorCount).toBe(0);
  });

  it('counts neither blank lines nor comments', async () => {
    const code = Array.from({ length: 400 }, (_, i) => `// why ${i}\n\nexport const v${i} = ${i};`).join(
      '\n',
    );
    expect((await lint('src/lib/long.ts', `${code}\n`)).messages).toEqual([]);
  });

  it('leaves tests, the test setup and files outside src/ out of the line limit', async () => {
    for (const file of ['src/ui/Button.test.tsx', 'src/lib/x.test.ts', 'src/test-setup.ts', 'e2e/a.spec.ts'])
      expect((await rulesFor(file))['max-lines'], file).toBeUndefined();
  });

  it('checks the layers of every source file, tests included', async () => {
    expect((await rulesFor('src/ui/Button.tsx'))['layers/imports']).toEqual([2]);
    expect((await rulesFor('src/ui/Button.test.tsx'))['layers/imports']).toEqual([2]);
  });
});
