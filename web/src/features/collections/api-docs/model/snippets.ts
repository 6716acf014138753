// The SDK examples of the API docs: JavaScript (SDK 0.14) and Dart (SDK 0.10) snippets, with the
// string literals of each language escaped.
import type { Collection } from 'pocketbase';
import type { ApiDocExample } from './apiDocTypes';

export function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

export function dartString(value: string): string {
  return jsString(value).replace(/\$/g, '\\$');
}

export function jsLiteral(value: unknown, indent = 4): string {
  return JSON.stringify(value, null, indent);
}

export function dartLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\$/g, '\\$');
}

interface SdkCode {
  js: string;
  dart: string;
}

export function examples(baseUrl: string, code: SdkCode, dartImports = ''): ApiDocExample[] {
  const js = `import PocketBase from 'pocketbase';\n\nconst pb = new PocketBase(${jsString(baseUrl)});\n\n...\n\n${code.js}\n`;
  const dart = `import 'package:pocketbase/pocketbase.dart';\n${dartImports}\nfinal pb = PocketBase(${dartString(baseUrl)});\n\n...\n\n${code.dart}\n`;
  // the languages' own names, the same in every interface language
  return [
    // eslint-disable-next-line i18n/literal-text -- a programming language's name
    { label: 'JavaScript', language: 'javascript', code: js },
    // eslint-disable-next-line i18n/literal-text -- a programming language's name
    { label: 'Dart', language: 'dart', code: dart },
  ];
}

export function expandExample(collection: Collection): string {
  const relations = collection.schema.filter((f) => f.type === 'relation').map((f) => f.name);
  return relations.length ? relations.slice(0, 2).join(',') : 'relField1,relField2.subRelField';
}
