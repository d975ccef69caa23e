/** About 500 characters of HTML, as a blog's comment form sends it. */
export const COMMENT_HTML =
  '<p>Great write-up, thank you so much! I followed your steps for the raised beds last spring and the ' +
  'tomatoes did <strong>much</strong> better than in the old plot.</p>' +
  '<p>One thing I would add: line the bottom with cardboard first, it keeps the weeds down ' +
  'for a whole season. @gardenmike asked about drainage in the other thread, so see ' +
  '<a href="https://example.org/raised-beds/drainage">this guide</a> too.</p>' +
  '<p>Does anyone know if the same mix works for potatoes in heavy clay soil? Thanks!</p>';
