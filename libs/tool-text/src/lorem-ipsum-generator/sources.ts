// Placeholder-text sources, all in the public domain.

/** A script's word source: the words drawn from, the classic opening, and how words and sentences are written. */
export interface LoremSource {
  /** The words drawn from at random. */
  words: readonly string[];
  /** The classic opening, as words (the first sentence starts with them when asked). */
  opening: readonly string[];
  /** Between two words: a space, or nothing for Chinese and Japanese. */
  space: string;
  /** The comma written after a word inside a sentence. */
  comma: string;
  /** The full stop that ends a sentence. */
  stop: string;
  /** Whether the first word of a sentence takes a capital letter. */
  capitalise: boolean;
  /** Where the text comes from (shown in the UI). */
  source: string;
}

/**
 * The classic Lorem ipsum: the scrambled passage of Cicero, De finibus bonorum et malorum 1.10.32–33
 * (45 BC), as set by printers since the 16th century; the words of its usual long form.
 */
const LATIN =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt in culpa qui officia deserunt mollit anim id est laborum sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae ab illo inventore veritatis et quasi architecto beatae vitae dicta sunt explicabo nemo enim ipsam voluptatem quia voluptas sit aspernatur aut odit aut fugit sed quia consequuntur magni dolores eos qui ratione voluptatem sequi nesciunt neque porro quisquam est qui dolorem ipsum quia dolor sit amet consectetur adipisci velit sed quia non numquam eius modi tempora incidunt ut labore et dolore magnam aliquam quaerat voluptatem';

/** 千字文 (Thousand Character Classic), Zhou Xingsi, 6th century: its first 200 characters, read in pairs. */
const QIANZIWEN =
  '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈剑号巨阙珠称夜光果珍李柰菜重芥姜海咸河淡鳞潜羽翔龙师火帝鸟官人皇始制文字乃服衣裳推位让国有虞陶唐吊民伐罪周发殷汤坐朝问道垂拱平章爱育黎首臣伏戎羌遐迩一体率宾归王鸣凤在竹白驹食场化被草木赖及万方盖此身发四大五常恭惟鞠养岂敢毁伤女慕贞洁男效才良知过必改得能莫忘罔谈彼短靡恃己长信使可覆器欲难量墨悲丝染诗赞羔羊景行维贤克念作圣德建名立形端表正空谷传声虚堂习听';

function pairs(text: string): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 2) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** 吾輩は猫である (I Am a Cat), Natsume Sōseki, 1905 (Aozora Bunko): the words of its first paragraph. */
const SOSEKI =
  '吾輩 は 猫 で ある 名前 は まだ 無い どこ で 生れた か とんと 見当 が つかぬ 何でも 薄暗い じめじめ した 所 で ニャーニャー 泣いて いた 事 だけ は 記憶 している 吾輩 は ここ で 始めて 人間 という もの を 見た しかも あと で 聞く と それ は 書生 という 人間 中 で 一番 獰悪 な 種族 であった そう だ';

/** «Я помню чудное мгновенье…», Alexander Pushkin, 1825: the words of the poem's first two stanzas. */
const PUSHKIN =
  'я помню чудное мгновенье передо мной явилась ты как мимолетное виденье как гений чистой красоты в томленьях грусти безнадежной в тревогах шумной суеты звучал мне долго голос нежный и снились милые черты шли годы бурь порыв мятежный рассеял прежние мечты и я забыл твой голос нежный твои небесные черты';

/** The scripts offered, with their sources. */
export const LOREM_SOURCES = {
  latin: {
    words: LATIN.split(' '),
    opening: 'lorem ipsum dolor sit amet, consectetur adipiscing elit'.split(' '),
    space: ' ',
    comma: ',',
    stop: '.',
    capitalise: true,
    source: 'Cicero, De finibus bonorum et malorum (45 BC)',
  },
  chinese: {
    words: pairs(QIANZIWEN),
    opening: ['天地', '玄黄，', '宇宙', '洪荒'],
    space: '',
    comma: '，',
    stop: '。',
    capitalise: false,
    source: '千字文 (Qianziwen), 6th century',
  },
  japanese: {
    words: SOSEKI.split(' '),
    opening: ['吾輩', 'は', '猫', 'で', 'ある'],
    space: '',
    comma: '、',
    stop: '。',
    capitalise: false,
    source: '夏目漱石『吾輩は猫である』(1905)',
  },
  cyrillic: {
    words: PUSHKIN.split(' '),
    opening: ['я', 'помню', 'чудное', 'мгновенье'],
    space: ' ',
    comma: ',',
    stop: '.',
    capitalise: true,
    source: 'А. С. Пушкин, «К ***» (1825)',
  },
} as const satisfies Record<string, LoremSource>;

/** A script's key in {@link LOREM_SOURCES}. */
export type LoremScript = keyof typeof LOREM_SOURCES;

/** The script keys, in the order the UI shows them. */
export const LOREM_SCRIPTS = ['latin', 'chinese', 'japanese', 'cyrillic'] as const satisfies readonly LoremScript[];
