// The training sources of the text model, each pinned to one commit of its repository, and
// how each one's own labels map to ours. SOURCES.md gives the reasons, licences and counts.
import { parseCsv, unzipEntry, utf8 } from './mirror-files.mjs';

export const LABELS = ['toxic', 'insult', 'hate', 'threat', 'obscene'];
const SUBTYPES = LABELS.slice(1);

/**
 * Our labels: 1, 0, or null where the source did not annotate the question (a trainer masks
 * those). A subtype implies toxic, and a non-toxic text has no subtype.
 */
export function labels(known) {
  const out = Object.fromEntries(LABELS.map((label) => [label, known[label] ?? null]));
  if (SUBTYPES.some((label) => out[label] === 1)) out.toxic = 1;
  if (out.toxic === 0) for (const label of SUBTYPES) out[label] = 0;
  return out;
}

const WIKIPEDIA_FILE = 'archive/unintended_ml_bias/eval_datasets/toxicity_nonfuzzed_testset.csv';
const TEMPLATES_FILE = 'sentence_templates/en_sentence_templates.csv';
const MLMA_FILE = 'hate_speech_mlma/en_dataset_with_stop_words.csv';

const skip = (reason) => ({ skip: reason });

/** Toxic-spans posts read by more raters than this were the annotators' quiz questions. */
const MAX_RATERS = 10;

/** The three tables of the raw Toxic Spans export, which both of its sources read. */
function toxicSpansTables(files) {
  return {
    comments: parseCsv(utf8(files.read('data/comments.csv'))),
    annotations: parseCsv(utf8(files.read('data/annotations.csv'))),
    spans: parseCsv(utf8(files.read('data/spans.csv'))),
  };
}

function* toxicSpans(files) {
  const { comments, annotations, spans } = toxicSpansTables(files);
  // Span types as written by the annotation tool; a few rows carry a truncated name.
  const typeOf = (type) =>
    type.startsWith('Insu')
      ? 'insult'
      : type.startsWith('Identity')
        ? 'hate'
        : type.startsWith('Threat')
          ? 'threat'
          : type.startsWith('Profane')
            ? 'obscene'
            : null;
  const typesByAnnotation = new Map();
  for (const span of spans) {
    // Every span marks its annotation toxic; "Other Toxicity" (or a blank type) adds no subtype.
    if (!typesByAnnotation.has(span.annotation)) typesByAnnotation.set(span.annotation, new Set());
    const type = typeOf(span.type);
    if (type) typesByAnnotation.get(span.annotation).add(type);
  }
  // Of the annotation tool's two tick-boxes ("not toxic", "no specific span") the export marks
  // both on nearly every span-less annotation, so a rater without spans says nothing usable:
  // only the spans count. The README says every post was rated toxic on Civil Comments, but the
  // raw export holds 16,100 posts to its 11,035, so a post without a majority of raters marking
  // spans is unknown, not clean.
  const ratersByComment = new Map();
  for (const a of annotations) {
    if (!ratersByComment.has(a.comment_id)) ratersByComment.set(a.comment_id, []);
    ratersByComment.get(a.comment_id).push(typesByAnnotation.get(a.annotation) ?? null);
  }
  for (const comment of comments) {
    const raters = ratersByComment.get(comment.comment_id) ?? [];
    if (raters.length === 0) {
      yield skip('no annotations');
      continue;
    }
    if (raters.length > MAX_RATERS) {
      yield skip(`quiz post (more than ${MAX_RATERS} raters)`);
      continue;
    }
    // A label holds when more than half of the post's raters gave it.
    const majority = (votes) => votes * 2 > raters.length;
    const toxic = majority(raters.filter((types) => types !== null).length) ? 1 : null;
    const known = { toxic };
    for (const type of SUBTYPES) {
      const votes = raters.filter((types) => types?.has(type)).length;
      known[type] = majority(votes) ? 1 : toxic === 1 ? 0 : null;
    }
    yield { text: comment.comment_text, labels: labels(known) };
  }
}

/** A sentence of a post: from a capital or the post's start to . ! or ? and the space after. */
const SENTENCE = /[^.!?\n]+[.!?]*/gu;

/** Clean sentences are whole thoughts of a comment's length: 5 to 60 words. */
const CLEAN_WORDS = { min: 5, max: 60 };

/**
 * The sentences of Toxic Spans posts that no rater marked a span in ("She was elected to the
 * city council." before the insult that follows): the same topics as its toxic posts, so the
 * model does not learn that the topics of news comments (elections, councils, taxes) are toxic
 * because the source brings only toxic posts (docs/decisions/0215). Each sentence lands on the
 * same side of the split as its post.
 */
function* toxicSpansCleanSentences(files) {
  const { comments, annotations, spans } = toxicSpansTables(files);
  const commentByAnnotation = new Map(annotations.map((a) => [a.annotation, a.comment_id]));
  const raters = new Map();
  for (const a of annotations) raters.set(a.comment_id, (raters.get(a.comment_id) ?? 0) + 1);
  // Every span any rater marked, so a sentence one rater found toxic is not taken as clean.
  const marked = new Map();
  for (const span of spans) {
    const id = commentByAnnotation.get(span.annotation);
    if (id === undefined) continue;
    if (!marked.has(id)) marked.set(id, []);
    marked.get(id).push([Number(span.start), Number(span.end)]);
  }
  for (const comment of comments) {
    const ranges = marked.get(comment.comment_id);
    const count = raters.get(comment.comment_id) ?? 0;
    if (!ranges || count > MAX_RATERS) continue;
    const text = comment.comment_text;
    for (const match of text.matchAll(SENTENCE)) {
      const start = match.index;
      const end = start + match[0].length;
      const sentence = match[0].trim();
      const words = sentence.split(/\s+/u).length;
      if (words < CLEAN_WORDS.min || words > CLEAN_WORDS.max) continue;
      if (ranges.some(([from, to]) => from < end && to > start)) continue;
      yield { text: sentence, labels: labels({ toxic: 0 }), splitWith: text };
    }
  }
}

function* wikipediaToxicity(files) {
  const rows = parseCsv(utf8(files.read(WIKIPEDIA_FILE)));
  for (const row of rows) {
    if (row.toxic !== 'True' && row.toxic !== 'False') yield skip(`toxic=${row.toxic}`);
    else yield { text: row.comment, labels: labels({ toxic: row.toxic === 'True' ? 1 : 0 }) };
  }
}

function* biasTemplates(files) {
  for (const row of parseCsv(utf8(files.read(TEMPLATES_FILE)))) {
    if (row.toxicity !== 'toxic' && row.toxicity !== 'nontoxic') {
      yield skip(`toxicity=${row.toxicity}`);
    } else {
      yield { text: row.phrase, labels: labels({ toxic: row.toxicity === 'toxic' ? 1 : 0 }) };
    }
  }
}

function* foxNews(files) {
  // One JSON object a line. Hateful (1) means an attack on a group identity; the guidelines
  // leave insults of other users out, so a 0 says nothing about toxic in general.
  const lines = utf8(files.read('fox-news-comments.json')).split('\n').filter(Boolean);
  for (const line of lines) {
    const { text, label } = JSON.parse(line);
    if (label === 1) yield { text, labels: labels({ toxic: 1, hate: 1 }) };
    else if (label === 0) yield { text, labels: labels({ hate: 0 }) };
    else yield skip(`label=${label}`);
  }
}

function* mlma(files) {
  const csv = unzipEntry(files.read('hate_speech_mlma.zip'), MLMA_FILE);
  for (const row of parseCsv(utf8(csv))) {
    // Multi-label hostility types joined by "_"; only a lone "normal" is non-toxic (README).
    const types = row.sentiment.split('_').filter(Boolean);
    if (types.length === 0) {
      yield skip('no sentiment');
      continue;
    }
    const toxic = types.every((t) => t === 'normal') ? 0 : 1;
    // The export writes some characters as literal \uXXXX and \n escapes.
    const text = row.tweet
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\n/g, '\n');
    yield { text, labels: labels({ toxic, hate: types.includes('hateful') ? 1 : 0 }) };
  }
}

function* toxigen(files) {
  // Each line of a prompt file is one prompt: 5-6 sentences, each "- sentence", joined by a
  // literal backslash-n. The sentences, not the prompts, are the examples.
  for (const file of files.list('prompts')) {
    const match = /^prompts\/(hate|neutral)_(.+)_1k\.txt$/.exec(file);
    if (!match) continue;
    const hate = match[1] === 'hate' ? 1 : 0;
    for (const line of utf8(files.read(file)).split('\n')) {
      for (const part of line.split('\\n')) {
        const text = part.replace(/^\s*-\s*/, '').trim();
        if (text) yield { text, labels: labels({ toxic: hate, hate }) };
      }
    }
  }
}

/** GoEmotions' emotions, in the order of its labels.txt; these four can carry hostility. */
const GOEMOTIONS_LABELS =
  'admiration amusement anger annoyance approval caring confusion curiosity desire disappointment disapproval disgust embarrassment excitement fear gratitude grief joy love nervousness optimism pride realization relief remorse sadness surprise neutral'.split(
    ' ',
  );
const HOSTILE_EMOTIONS = new Set(['anger', 'annoyance', 'disapproval', 'disgust']);
/** GoEmotions masks people's names; they come back as one of these, chosen by the row's id. */
const PLACEHOLDER_NAMES = ['Alex', 'Sam', 'Jordan', 'Maria', 'Chris', 'Priya', 'Tom', 'Lena'];
/** …and religions, masked the same way: ordinary talk about religion is what a model must see. */
const RELIGIONS = ['Christianity', 'Islam', 'Judaism', 'Hinduism', 'Buddhism', 'Catholicism'];

function* goEmotions(files) {
  // Reddit comments rated for emotions, not toxicity (SOURCES.md): a comment read as none of
  // the hostile emotions is taken as an ordinary, non-toxic comment; the others are dropped.
  for (const file of [
    'data/original/train.tsv',
    'data/original/dev.tsv',
    'data/original/test.tsv',
  ]) {
    for (const line of utf8(files.read(file)).split('\n')) {
      if (line === '') continue;
      const [raw, ids, id] = line.split('\t');
      const emotions = (ids ?? '').split(',').map((index) => GOEMOTIONS_LABELS[Number(index)]);
      if (!raw || !id || emotions.some((emotion) => emotion === undefined)) {
        yield skip('malformed line');
      } else if (emotions.some((emotion) => HOSTILE_EMOTIONS.has(emotion))) {
        yield skip('hostile emotion');
      } else {
        // The export quotes a field that holds a quote, doubling the quotes inside.
        const unquoted = /^".*"$/s.test(raw) ? raw.slice(1, -1).replace(/""/g, '"') : raw;
        const name = PLACEHOLDER_NAMES[id.charCodeAt(id.length - 1) % PLACEHOLDER_NAMES.length];
        const religion = RELIGIONS[id.charCodeAt(0) % RELIGIONS.length];
        const text = unquoted.replaceAll('[NAME]', name).replaceAll('[RELIGION]', religion);
        yield { text, labels: labels({ toxic: 0 }) };
      }
    }
  }
}

/** The lines of one of this folder's own files, without blanks and `#` comments. */
function ownLines(files, file) {
  return utf8(files.read(file))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Every frame of a file with every group (or every line of another list for another slot),
 * as sentences that start with a capital, each with its frame: a frame's sentences stay
 * together on one side of every split, so the held-out rows measure phrasings the model has
 * not seen, not the same sentence about another group.
 */
function* framed(files, frameFile, slot = '{group}', listFile = 'group-sentences/groups.txt') {
  const groups = ownLines(files, listFile);
  for (const frame of ownLines(files, frameFile)) {
    for (const group of groups) {
      const text = frame.replaceAll(slot, group);
      yield { text: text[0].toUpperCase() + text.slice(1), frame };
    }
  }
}

function* ownGroupSentences(files) {
  // Ordinary things said about groups, none of them an attack.
  for (const { text, frame } of framed(files, 'group-sentences/neutral-frames.txt')) {
    yield { text, frame, labels: labels({ toxic: 0 }) };
  }
  // And of one person who belongs to one ("my uncle is blind"), which reads like an insult
  // to a model that has seen such words mostly thrown at someone.
  const people = ['group-sentences/person-frames.txt', '{person}', 'group-sentences/people.txt'];
  for (const { text, frame } of framed(files, ...people)) {
    yield { text, frame, labels: labels({ toxic: 0 }) };
  }
}

function* ownGroupAttacks(files) {
  // Attacks on groups in plain words, and sentences that use the same hard words without
  // attacking (speaking against hate, reporting it, the group's own feelings), so the `hate`
  // output learns what is said of the group rather than that a group is named.
  for (const { text, frame } of framed(files, 'group-sentences/hateful-frames.txt')) {
    yield { text, frame, labels: labels({ hate: 1 }) };
  }
  for (const { text, frame } of framed(files, 'group-sentences/counter-frames.txt')) {
    yield { text, frame, labels: labels({ toxic: 0 }) };
  }
}

/** FNV-1a of a string: which groups a claim is said of, and which claims get a slip. */
function fnv(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };

/**
 * The sentence with one slip in one of `targets` (the group's and the trait's words of four
 * letters or more), chosen by `hash`: two letters swapped, one left out, letters written as
 * digits, or the word run into the next; the ways people misspell the words that carry an
 * attack to get past a filter.
 */
function slipped(text, targets, hash) {
  const words = text.split(' ');
  const bare = (word) => word.replace(/[^a-z]+$/i, '');
  const candidates = words.flatMap((word, index) =>
    bare(word).length >= 4 && targets.has(bare(word).toLowerCase()) ? [index] : [],
  );
  if (candidates.length === 0) return null;
  const at = candidates[hash % candidates.length];
  const word = bare(words[at]);
  const rest = words[at].slice(word.length);
  const kind = (hash >>> 8) % 4;
  const pos = 1 + ((hash >>> 12) % (word.length - 2));
  if (kind === 0) {
    words[at] = word.slice(0, pos) + word[pos + 1] + word[pos] + word.slice(pos + 2) + rest;
  } else if (kind === 1) {
    words[at] = word.slice(0, pos) + word.slice(pos + 1) + rest;
  } else if (kind === 2) {
    words[at] = [...word].map((char) => LEET[char] ?? char).join('') + rest;
  } else {
    const joined = at + 1 < words.length ? at : at - 1;
    if (joined < 0) return null;
    words.splice(joined, 2, words[joined] + words[joined + 1]);
  }
  const out = words.join(' ');
  return out === text ? null : out;
}

function* ownGroupClaims(files) {
  // Claims about groups built from a frame and a trait (group-sentences/claim-frames.txt,
  // traits.txt): the same structures carry hate or not by what is said and whether it is
  // denied, so the model learns the structure, not the words alone. Each frame and trait is
  // said of two groups chosen by a hash, and one claim in four also comes with a slip.
  const groups = ownLines(files, 'group-sentences/groups.txt');
  const traits = ownLines(files, 'group-sentences/traits.txt').map((line) => {
    const [sign, kind, ...words] = line.split(' ');
    return { negative: sign === '-', kind, words: words.join(' ') };
  });
  // Which kinds of trait fill a slot: {trait} takes adjectives and noun phrases.
  const SLOTS = {
    '{trait}': ['adj', 'noun'],
    '{quality}': ['adj'],
    '{right}': ['right'],
    '{fate}': ['fate'],
  };
  for (const line of ownLines(files, 'group-sentences/claim-frames.txt')) {
    const [how, frame] = line.split('\t');
    const slot = Object.keys(SLOTS).find((name) => frame.includes(name));
    for (const trait of traits) {
      if (!slot || !SLOTS[slot].includes(trait.kind)) continue;
      if (how === 'counter' && !trait.negative) continue;
      const hate = how === 'counter' ? false : (how === 'say') === trait.negative;
      const hash = fnv(`${frame}|${trait.words}`);
      const picked = new Set([groups[hash % groups.length], groups[(hash >>> 16) % groups.length]]);
      for (const group of picked) {
        const said = frame.replaceAll('{group}', group).replaceAll(slot, trait.words);
        const text = said[0].toUpperCase() + said.slice(1);
        const claimLabels = labels(hate ? { hate: 1 } : { toxic: 0 });
        yield { text, frame, labels: claimLabels };
        const slipHash = fnv(`slip|${text}`);
        const targets = new Set(`${group} ${trait.words}`.toLowerCase().split(' '));
        const variant = slipHash % 4 === 0 ? slipped(text, targets, slipHash >>> 2) : null;
        if (variant) yield { text: variant, frame, labels: claimLabels };
      }
    }
  }
}

function* ownGroupPlights(files) {
  // Hard things said about what happens to groups (group-sentences/plight-frames.txt,
  // hardships.txt): negative words about a group's lot, not about the group, so the model
  // does not read every bad word near a group as hate. Each frame and word is said of two
  // groups chosen by a hash.
  const groups = ownLines(files, 'group-sentences/groups.txt');
  const words = ownLines(files, 'group-sentences/hardships.txt').map((line) => ({
    slot: line.startsWith('h ') ? '{hardship}' : '{harsh}',
    text: line.slice(2),
  }));
  for (const frame of ownLines(files, 'group-sentences/plight-frames.txt')) {
    const fillers = words.filter(({ slot }) => frame.includes(slot));
    for (const filler of fillers.length > 0 ? fillers : [{ slot: '', text: '' }]) {
      const hash = fnv(`${frame}|${filler.text}`);
      // A frame without a word to fill is said of every group.
      const picked =
        fillers.length === 0
          ? groups
          : new Set([groups[hash % groups.length], groups[(hash >>> 16) % groups.length]]);
      for (const group of picked) {
        const said = frame
          .replaceAll('{group}', group)
          .replaceAll(filler.slot || '\u0000', filler.text);
        yield { text: said[0].toUpperCase() + said.slice(1), frame, labels: labels({ toxic: 0 }) };
      }
    }
  }
}

function* stormfront(files) {
  const rows = parseCsv(utf8(files.read('annotations_metadata.csv')));
  const texts = files.readMany(rows.map((row) => `all_files/${row.file_id}.txt`));
  for (const row of rows) {
    const text = utf8(texts.get(`all_files/${row.file_id}.txt`));
    // "relation": hateful only read together with its neighbouring sentences.
    if (row.label === 'hate') yield { text, labels: labels({ toxic: 1, hate: 1 }) };
    else if (row.label === 'noHate') yield { text, labels: labels({ hate: 0 }) };
    else yield skip(`label=${row.label}`);
  }
}

/**
 * In the order duplicates are resolved: the first source to bring a text keeps it. Real
 * comments with the richest labels come first, synthetic sentences last.
 */
export const SOURCES = [
  {
    id: 'toxic-spans',
    repo: 'ipavlopoulos/toxic_spans',
    commit: 'beaf170538df8275c3447b2e26070f2f82e55272',
    licence: 'CC0-1.0',
    files: ['data/comments.csv', 'data/annotations.csv', 'data/spans.csv'],
    rows: toxicSpans,
  },
  {
    id: 'wikipedia-toxicity',
    repo: 'conversationai/unintended-ml-bias-analysis',
    commit: '9c7d91aaa53406a362354661a93e07956d95e59a',
    licence: 'CC-BY-4.0 (repository data); Wikipedia Talk Labels: CC0',
    files: [WIKIPEDIA_FILE],
    rows: wikipediaToxicity,
  },
  {
    id: 'fox-news',
    repo: 'sjtuprog/fox-news-comments',
    commit: '914b6bcdff380b16b6a11818e4760529fe23f2f3',
    licence: 'MIT',
    files: ['fox-news-comments.json'],
    rows: foxNews,
  },
  {
    id: 'mlma',
    repo: 'HKUST-KnowComp/MLMA_hate_speech',
    commit: '479836984aebfbd8a0270ca92018980f745e4c44',
    licence: 'MIT',
    files: [`hate_speech_mlma.zip:${MLMA_FILE}`],
    rows: mlma,
  },
  {
    id: 'toxigen',
    repo: 'microsoft/TOXIGEN',
    commit: '01517e814639e0334c920a3c502036c8158aac87',
    licence: 'MIT (code) + CDLA-Permissive-2.0 (data)',
    files: ['prompts/{hate,neutral}_*_1k.txt'],
    rows: toxigen,
  },
  {
    // Ordinary comments, weakly labelled from emotions (SOURCES.md).
    id: 'goemotions',
    repo: 'monologg/GoEmotions-pytorch',
    commit: 'b75f9d3a8b76bc1060687925b04ca98a1b8ea66b',
    licence: 'Apache-2.0 (repository; the data is Google Research GoEmotions, Apache-2.0)',
    files: ['data/original/{train,dev,test}.tsv'],
    rows: goEmotions,
  },
  {
    // The sentences of Toxic Spans posts that no rater marked (toxicSpansCleanSentences):
    // their labels are inferred, so a source that labels the same text keeps it.
    id: 'toxic-spans-clean',
    repo: 'ipavlopoulos/toxic_spans',
    commit: 'beaf170538df8275c3447b2e26070f2f82e55272',
    licence: 'CC0-1.0',
    files: ['data/comments.csv', 'data/annotations.csv', 'data/spans.csv'],
    rows: toxicSpansCleanSentences,
  },
  {
    id: 'bias-templates',
    repo: 'conversationai/unintended-ml-bias-analysis',
    commit: '9c7d91aaa53406a362354661a93e07956d95e59a',
    licence: 'CC-BY-4.0',
    files: [TEMPLATES_FILE],
    // 76k synthetic phrases (SOURCES.md): the model learns from their train part that a group
    // named is not an attack; the trainer weighs them less than real comments.
    rows: biasTemplates,
  },
  {
    // Written for this project (group-sentences/): the model must see groups named in
    // ordinary sentences, which the public sources have few of.
    id: 'vigil-group-sentences',
    repo: 'this repository',
    commit: 'the checkout',
    licence: "the project's own",
    files: [
      'group-sentences/groups.txt',
      'group-sentences/neutral-frames.txt',
      'group-sentences/people.txt',
      'group-sentences/person-frames.txt',
    ],
    local: true,
    rows: ownGroupSentences,
  },
  {
    // Written for this project (group-sentences/): hate said in plain words, which the public
    // sources hold little of, and its counter-speech twins.
    id: 'vigil-group-attacks',
    repo: 'this repository',
    commit: 'the checkout',
    licence: "the project's own",
    files: [
      'group-sentences/groups.txt',
      'group-sentences/hateful-frames.txt',
      'group-sentences/counter-frames.txt',
    ],
    local: true,
    rows: ownGroupAttacks,
  },
  {
    // Written for this project (group-sentences/): claims about groups from frames and
    // traits, stated, asked, given as opinions and denied, some with a slip.
    id: 'vigil-group-claims',
    repo: 'this repository',
    commit: 'the checkout',
    licence: "the project's own",
    files: [
      'group-sentences/groups.txt',
      'group-sentences/claim-frames.txt',
      'group-sentences/traits.txt',
    ],
    local: true,
    rows: ownGroupClaims,
  },
  {
    // Written for this project (group-sentences/): hard things said about what happens to
    // groups, none of them hate.
    id: 'vigil-group-plights',
    repo: 'this repository',
    commit: 'the checkout',
    licence: "the project's own",
    files: [
      'group-sentences/groups.txt',
      'group-sentences/plight-frames.txt',
      'group-sentences/hardships.txt',
    ],
    local: true,
    rows: ownGroupPlights,
  },
  {
    // Share-alike (SOURCES.md): built only when asked for by name.
    id: 'stormfront',
    repo: 'Vicomtech/hate-speech-dataset',
    commit: 'b802137e8314c38a8d4faa965f9908d6c8e7a84d',
    licence: 'CC-BY-SA-3.0-ES',
    files: ['annotations_metadata.csv', 'all_files/*.txt'],
    optIn: true,
    rows: stormfront,
  },
];

/** The environment variable naming a repository's mirror, e.g. VIGIL_MIRROR_TOXIC_SPANS. */
export function mirrorEnvVar(repo) {
  const name = repo.split('/')[1] ?? repo;
  return `VIGIL_MIRROR_${name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;
}
