import { options, type VNode } from 'preact';

/**
 * Controlled text fields as React keeps them. A field whose `value` the app renders shows that
 * value and nothing else: when its change handler keeps the value as it was (a price box drops a
 * letter or a third decimal, a quantity box a sign), React puts the rendered value back. Preact
 * only writes a field's value when it renders, and a state set to what it already was renders
 * nothing, so the typed character would stay in the box while the app holds the value without
 * it (decision 029). This notes what each field was last rendered with, and after each input,
 * once the app's update has rendered, puts that value back if the box shows something else.
 */

/** The value each controlled field was last rendered with. */
const rendered = new WeakMap<Element, string>();

type Field = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (node: unknown): node is Field =>
  (node instanceof HTMLInputElement && node.type !== 'checkbox' && node.type !== 'radio') ||
  node instanceof HTMLTextAreaElement;

export function keepControlledFields(): void {
  const diffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    diffed?.(vnode);
    // `__e` is the element Preact rendered for the vnode (its name in Preact's build, as its
    // developer tools read it).
    const element = (vnode as VNode & { __e?: Node | null }).__e;
    if (typeof vnode.type !== 'string' || !isTextField(element)) return;
    const { value } = vnode.props as { value?: unknown };
    if (value === undefined || value === null) rendered.delete(element);
    else rendered.set(element, String(value));
  };

  document.addEventListener('input', (event) => {
    const field = event.target;
    // Mid-composition (an input method's candidate text) the box is the input method's.
    if (!isTextField(field) || (event as InputEvent).isComposing) return;
    // After the handler's own update: Preact renders it in a microtask queued before this one.
    queueMicrotask(() => {
      const value = rendered.get(field);
      if (value !== undefined && field.value !== value) field.value = value;
    });
  });
}
