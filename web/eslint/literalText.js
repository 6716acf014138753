// ESLint rule: every text a person reads comes from the message catalogs (src/locales/), so it can
// be translated. It reports words written in the code where they reach the screen: JSX text, the
// attributes and props that hold a text (aria-label, title, placeholder, label…), object
// properties named like a text (`label: 'Application'`), and the texts given to the toasts and
// confirmations. Words are letters of any script; punctuation, digits and symbols alone
// (`·`, `→`, `#`) are not texts. A literal that is not shown (a CSS class, a field name, a
// server value) does not sit in those places; one that must can carry a disable comment saying why.

/** Names of props and object properties whose value is shown to a person. */
const TEXT_NAME =
  /^(aria-label|aria-description|aria-roledescription|aria-placeholder|aria-valuetext|alt|title|placeholder|label|description|message|hint|heading|emptyText|helpText|group|confirmText|cancelText|text|[a-z][A-Za-z]*(Label|Text|Title|Message|Hint|Description))$/;

/** Calls whose string arguments are shown as they are. */
const TEXT_CALL = /^(toasts|addToast|confirm|confirmAction|alert)$/;

/** A word: two letters in a row, in any script. */
const WORD = /\p{L}\p{L}/u;
/** One lower-case token (`loading`, `title.admins`, `text`): a key or a value, not a sentence. */
const TOKEN = /^\p{Ll}[\p{L}\d_.:/-]*$/u;

export function isText(value) {
  if (typeof value !== 'string' || !WORD.test(value)) return false;
  return !TOKEN.test(value.trim());
}

function nameOf(node) {
  if (!node) return null;
  if (node.type === 'JSXIdentifier' || node.type === 'Identifier') return node.name;
  if (node.type === 'JSXNamespacedName') return `${node.namespace.name}:${node.name.name}`;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return null;
}

function calleeName(node) {
  if (node.type === 'Identifier') return node.name;
  // toasts.success('…'), toasts.error('…')
  if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier')
    return node.object.name === 'toasts' ? 'toasts' : node.property.name;
  return null;
}

/** The literal text of a string or an expression-free template, else null. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression')
    return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || null;
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible texts come from the message catalogs' },
    schema: [],
    messages: {
      literal: 'Text "{{text}}" is written in the code: move it to a message catalog (src/locales/).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } });
    const checkValue = (node) => {
      const text = literalText(node);
      if (isText(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        // {'Some text'} or {`Some text`} as a child
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          checkValue(node.expression);
      },
      JSXAttribute(node) {
        if (TEXT_NAME.test(nameOf(node.name) ?? '')) checkValue(node.value);
      },
      Property(node) {
        if (!node.computed && TEXT_NAME.test(nameOf(node.key) ?? '')) checkValue(node.value);
      },
      CallExpression(node) {
        if (TEXT_CALL.test(calleeName(node.callee) ?? '')) node.arguments.forEach(checkValue);
      },
    };
  },
};

export default { rules: { 'literal-text': rule } };
