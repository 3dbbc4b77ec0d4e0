// Compares each element the layout engine placed with the engine's frame: the element's box in
// the page against its box's offsets summed up the chain of boxed ancestors from the app's
// origin. Returns [elements checked, descriptions of those more than a point off, text elements
// drawn without a box, how far the page is wider than the window]. Used by
// Tests/EndToEndTests/LayoutFidelityTests.swift and bench/layout_fidelity.py.
const app = document.getElementById('app').getBoundingClientRect();
const expected = new Map();
const far = [];
let checked = 0;
const moved = (element) => {
  for (let e = element; e && e.id !== 'app'; e = e.parentElement) {
    if (getComputedStyle(e).transform !== 'none') return true;
  }
  return false;
};
for (const element of document.querySelectorAll('#app [data-box]')) {
  if (element.closest('.modal')) continue;
  const parent = element.parentElement.closest('[data-box]');
  const origin = parent && expected.has(parent) ? expected.get(parent) : [app.left, app.top];
  const scroll = parent ? [parent.scrollLeft, parent.scrollTop] : [0, 0];
  const style = element.style;
  const mine = [origin[0] + parseFloat(style.left || 0) - scroll[0], origin[1] + parseFloat(style.top || 0) - scroll[1]];
  expected.set(element, mine);
  // A view moved by offset, rotation or scale is drawn away from its frame on purpose, and so
  // is everything inside it.
  if (moved(element)) continue;
  const box = element.getBoundingClientRect();
  const want = [mine[0], mine[1], parseFloat(style.width), parseFloat(style.height)];
  const got = [box.left, box.top, box.width, box.height];
  checked += 1;
  if (want.some((value, index) => Math.abs(value - got[index]) > 1)) {
    far.push(element.className + ' ' + (element.textContent || '').trim().slice(0, 20) + ': engine ' +
      want.map(Math.round) + ' page ' + got.map(Math.round));
  }
}
const unboxed = document.querySelectorAll('#app .text:not([data-box])').length;
return [checked, far, unboxed, document.documentElement.scrollWidth - window.innerWidth];
