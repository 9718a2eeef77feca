// Demo catalog seeded into a fresh store on first run.
// All people, pieces and collections are fictional. Images are renderings produced by
// scripts/render-demo-images.mjs and shipped in web/public/demo (each URL names the 960 px file;
// the web app derives the srcset from its -480 / -1600 siblings).

import type {
  DemoArtist,
  DemoCollection,
  DemoComingSoonItem,
  DemoLikes,
  DemoProduct,
} from './demo-catalog-types.js';

const productImages = (slug: string): string[] => [
  `/demo/products/${slug}-1-960.webp`,
  `/demo/products/${slug}-2-960.webp`,
];
const comingSoonImages = (slug: string): string[] => [
  `/demo/coming-soon/${slug}-1-960.webp`,
  `/demo/coming-soon/${slug}-2-960.webp`,
];

export const demoArtists: DemoArtist[] = [
  {
    key: 'nora-whitcombe',
    name: 'Nora Whitcombe',
    specialty: 'Black walnut furniture',
    bio: 'A Vermont furniture maker who builds sculptural tables and cabinets from black walnut she air-dries herself.',
    fullBio:
      'Nora Whitcombe works from a converted dairy barn outside Putney, Vermont, where a stack of black walnut sticks and seasons under the hayloft for as long as a decade before it is ever cut. She buys whole trees from storm-felled and urban lots within a day’s drive, saws them through-and-through, and keeps each log’s boards together so that a single table can be book-matched from one tree.\n\n' +
      'Trained first as a boatbuilder in Maine, she still thinks in curves: her legs are spokeshaved rather than turned, her edges are rounded by hand until they feel warm, and her joinery — drawbored mortise-and-tenons, hand-cut dovetails, wedged through-tenons — is left visible where it carries weight. Finishes are an oil-and-wax of her own blend, rubbed in over two weeks.\n\n' +
      'For Atelier she has made the Meridian dining table, cut from a single 140-year-old walnut that stood beside a schoolhouse in Walpole, and the Harrow sideboard, whose fluted doors take her four days each to carve.\n\n' +
      'Every piece leaves the barn with a brass tag stamped with the tree it came from and the year it fell.',
    imageUrl: '/demo/artists/nora-whitcombe-960.webp',
    portfolioUrl: '/demo/portfolio/nora-whitcombe-960.webp',
    instagramUrl: 'https://www.instagram.com/whitcombe.walnut',
    twitterUrl: null,
    facebookUrl: null,
    linkedinUrl: null,
    websiteUrl: 'https://norawhitcombe.com',
  },
  {
    key: 'kaito-sugimura',
    name: 'Kaito Sugimura',
    specialty: 'Urushi lacquer',
    bio: 'A Kyoto-trained urushi artist whose cabinets and tables carry forty or more coats of hand-applied lacquer.',
    fullBio:
      'Kaito Sugimura apprenticed for nine years in a lacquer workshop in Kyoto’s Higashiyama district, learning the slow discipline of urushi: the sap of the lacquer tree, applied in films thinner than paper, each coat cured in a humid cedar cabinet and polished back with charcoal before the next.\n\n' +
      'His cores are joined in hinoki and Japanese chestnut, then wrapped in hemp cloth and a ground of clay and raw lacquer so that the surface will never move. A single cabinet door may take forty coats across five months. The depth he is after — a red that seems lit from below, a black like still water at night — cannot be hurried, and he does not try.\n\n' +
      'Now working between Kyoto and a small studio in the hills above Kamakura, he brings that tradition to furniture at a scale few lacquer artists attempt. For Atelier he made the Ember cabinet in vermilion and black, and the Sumi dining table, finished in roiro-nuri polished by hand to a mirror.\n\n' +
      'Urushi hardens for years after it leaves his hands; he likes to say that the piece you receive is still becoming itself.',
    imageUrl: '/demo/artists/kaito-sugimura-960.webp',
    portfolioUrl: '/demo/portfolio/kaito-sugimura-960.webp',
    instagramUrl: 'https://www.instagram.com/kaito.urushi',
    twitterUrl: null,
    facebookUrl: null,
    linkedinUrl: null,
    websiteUrl: 'https://sugimura-urushi.jp',
  },
  {
    key: 'ines-carvalhal',
    name: 'Inês Carvalhal',
    specialty: 'Carved stone',
    bio: 'A Lisbon stone carver who shapes travertine, limestone and Estremoz marble into monolithic tables and benches.',
    fullBio:
      'Inês Carvalhal grew up between Lisbon and her grandmother’s island of Santo Antão in Cape Verde, and trained as a sculptor at the Faculdade de Belas-Artes before spending four years in the marble yards of Pero Pinheiro, learning to split and dress stone with the quarrymen who supply the city’s cathedrals.\n\n' +
      'She now carves in a vaulted former cork warehouse in Marvila. Her pieces begin as blocks she selects at the quarry face — cream travertine, honey-coloured Moleanos limestone, the pale pink marble of Estremoz — and are roughed out with pneumatic chisels before weeks of hand work with claw, point and rasp. Surfaces are left honed rather than polished, so they stay soft to the touch and take the light like skin.\n\n' +
      'Her fluting, cut freehand and never quite regular, has become a signature. For Atelier she carved the Tidewater console from a single block of Tivoli travertine, and is at work on the Estuary bench for Spring.\n\n' +
      'She signs each piece with a small chiselled wave on its underside.',
    imageUrl: '/demo/artists/ines-carvalhal-960.webp',
    portfolioUrl: '/demo/portfolio/ines-carvalhal-960.webp',
    instagramUrl: 'https://www.instagram.com/inescarvalhal.pedra',
    twitterUrl: null,
    facebookUrl: null,
    linkedinUrl: 'https://www.linkedin.com/in/inescarvalhal',
    websiteUrl: null,
  },
  {
    key: 'jonas-kjaer',
    name: 'Jonas Kjær',
    specialty: 'Textiles and upholstery',
    bio: 'A Copenhagen textile designer who weaves his own bouclé and wool and upholsters sculptural seating by hand.',
    fullBio:
      'Jonas Kjær studied textile design at the Royal Danish Academy and spent his early career developing upholstery fabrics for some of Denmark’s best-known furniture houses. He left to do something slower: to design the cloth and the chair together, so that neither is an afterthought to the other.\n\n' +
      'His yarns are spun from Faroese and Gotland wool, dyed with madder, weld and oak gall at a small dyehouse in Jutland, and woven on a dobby loom in his studio in Nordvest into dense bouclés and ribbed twills. Frames are built in solid ash by a joiner across the courtyard; the upholstery is layered the traditional way, with jute webbing, coir, horsehair and wool wadding, and stitched edges rather than foam.\n\n' +
      'The result is seating that is firm, shapely and extraordinarily long-lived — and that can be re-covered in his cloth for decades. For Atelier he made the Dune lounge chair in ochre bouclé and the Moss bench in a felted forest-green twill.\n\n' +
      'Each piece comes with a length of its own fabric, folded and labelled, for the repairs of a future generation.',
    imageUrl: '/demo/artists/jonas-kjaer-960.webp',
    portfolioUrl: '/demo/portfolio/jonas-kjaer-960.webp',
    instagramUrl: 'https://www.instagram.com/jonaskjaer.studio',
    twitterUrl: null,
    facebookUrl: null,
    linkedinUrl: 'https://www.linkedin.com/in/jonaskjaer',
    websiteUrl: 'https://jonaskjaer.dk',
  },
  {
    key: 'valeria-ortega-luna',
    name: 'Valeria Ortega Luna',
    specialty: 'Cast bronze and brass',
    bio: 'A Mexico City sculptor who casts furniture in bronze and brass by the lost-wax method at her own foundry.',
    fullBio:
      'Valeria Ortega Luna runs a small foundry in the Santa María la Ribera neighbourhood of Mexico City, in a courtyard she shares with a stonemason and a family of ironworkers. She trained as a sculptor at La Esmeralda and then spent three years in the bronze foundries of Tlaquepaque, learning every stage of casting from the people who do it by hand.\n\n' +
      'Her pieces begin as forms modelled in wax — pressed, pinched and carved, so the marks of her fingers survive in the metal. Each is invested in ceramic shell, burned out and poured with silicon bronze or naval brass; no two casts are alike, and she breaks every mould after a single use. Patinas are built by hand with heat and mineral salts: a sun-struck gold, a deep river-green, an umber like old leather.\n\n' +
      'For Atelier she cast the Solace side table, a column of brushed brass beneath a disc of honed travertine, and the Ferrous low table, whose three legs seem to have grown rather than been made.\n\n' +
      'She describes her work as “furniture that remembers being liquid.”',
    imageUrl: '/demo/artists/valeria-ortega-luna-960.webp',
    portfolioUrl: '/demo/portfolio/valeria-ortega-luna-960.webp',
    instagramUrl: 'https://www.instagram.com/valeria.ortegaluna',
    twitterUrl: 'https://x.com/vortegaluna',
    facebookUrl: null,
    linkedinUrl: null,
    websiteUrl: 'https://ortegaluna.mx',
  },
];

export const demoCollections: DemoCollection[] = [
  {
    key: 'fall-2026',
    name: 'Walnut & Ember',
    description:
      'Low autumn light across oiled walnut, vermilion lacquer and river-dark bronze. Fall 2026 gathers pieces made for long evenings: a hand-carved sideboard, a forty-coat urushi cabinet and a low table cast in a single pour — each one of one, or nearly.',
    season: 'Fall',
    year: 2026,
    releaseDate: '2026-09-17',
    collectionType: 'live',
    isActive: true,
    isArchived: false,
    coverImageUrl: '/demo/collections/fall-2026-960.webp',
  },
  {
    key: 'summer-2026',
    name: 'Travertine Summer',
    description:
      'Sun-warmed stone, brushed brass and ochre wool. Summer 2026 was conceived around a single idea — the long shadows of a Mediterranean afternoon — and brings together a walnut dining table, a carved travertine console, a brass column table and a curved bouclé lounge chair.',
    season: 'Summer',
    year: 2026,
    releaseDate: '2026-06-04',
    collectionType: 'live',
    isActive: true,
    isArchived: false,
    coverImageUrl: '/demo/collections/summer-2026-960.webp',
  },
  {
    key: 'spring-2027',
    name: 'First Thaw',
    description:
      'A first look at Spring 2027: celadon lacquer, pale limestone and bleached ash, in the soft, sourceless light of a March morning. The pieces are still in the studios; reserve your interest and we will write to you before release.',
    season: 'Spring',
    year: 2027,
    releaseDate: '2027-03-18',
    collectionType: 'sneak_peek',
    isActive: true,
    isArchived: false,
    coverImageUrl: '/demo/collections/spring-2027-960.webp',
  },
  {
    key: 'winter-2025',
    name: 'Ink & Moss',
    description:
      'Our Winter 2025 collection, now archived: deep ink lacquer, felted forest-green wool and the glow of a single lamp in a dark room. The collection is closed to new commissions; its pieces remain here as a record of the work.',
    season: 'Winter',
    year: 2025,
    releaseDate: '2025-12-04',
    collectionType: 'live',
    isActive: false,
    isArchived: true,
    coverImageUrl: '/demo/collections/winter-2025-960.webp',
  },
];

export const demoProducts: DemoProduct[] = [
  {
    name: 'Meridian Dining Table',
    description:
      'A book-matched black walnut dining table on two sculpted, spokeshaved legs, seating eight. Top 2.6 m × 1.05 m, 48 mm thick, with a softly eased edge and a hand-rubbed oil-and-wax finish.',
    story:
      'The walnut for Meridian stood for 140 years beside a schoolhouse in Walpole, New Hampshire, until a spring storm brought it down in 2016. Nora Whitcombe bought the whole tree, sawed it through-and-through and let the boards season in her barn for eight years. The top is four consecutive boards, opened like the pages of a book so the figure mirrors across the centre; the legs are shaped by hand from the same log, each one drawing in at the waist and flaring to the floor like a boat’s stem. It is one of one.',
    price: '24500.00',
    quantity: 1,
    category: 'dining',
    artistKey: 'nora-whitcombe',
    collectionKey: 'summer-2026',
    imageUrls: productImages('meridian-dining-table'),
  },
  {
    name: 'Tidewater Console',
    description:
      'A monolithic console carved from a single block of honed Tivoli travertine, its two supports cut with freehand fluting. 1.8 m long, 42 cm deep, 78 cm high; approximately 310 kg.',
    story:
      'Inês Carvalhal chose the block for Tidewater at the quarry face for the way its banding runs like sand ripples at low tide. She roughed it out in her Marvila workshop over three weeks and then cut the fluting by hand, one channel a day, leaving each a little different from its neighbour. The natural voids of the stone are left open on the ends and filled with tinted resin on the top, so it can live with keys, books and a glass of wine. Delivered and installed by our fine-art handlers.',
    price: '18900.00',
    quantity: 1,
    category: 'surfaces',
    artistKey: 'ines-carvalhal',
    collectionKey: 'summer-2026',
    imageUrls: productImages('tidewater-console'),
  },
  {
    name: 'Solace Side Table',
    description:
      'A column of lost-wax-cast brass beneath a 50 cm disc of honed travertine. 52 cm high. Brushed, then left unlacquered to deepen slowly with touch and time.',
    story:
      'Valeria Ortega Luna modelled the Solace column in wax by hand and cast it at her Mexico City foundry in naval brass, breaking the mould after each pour — so the faint ridges of her fingers differ from one table to the next. The travertine top is turned and honed by a stone workshop across her courtyard. This edition of three is the only one she will make.',
    price: '6800.00',
    quantity: 3,
    category: 'surfaces',
    artistKey: 'valeria-ortega-luna',
    collectionKey: 'summer-2026',
    imageUrls: productImages('solace-side-table'),
  },
  {
    name: 'Dune Lounge Chair',
    description:
      'A deep, enveloping lounge chair in hand-woven ochre wool bouclé on a solid ash frame, upholstered traditionally in coir, horsehair and wool. 92 cm wide, 74 cm high, seat height 38 cm.',
    story:
      'Jonas Kjær drew the Dune from the wind-cut curves of the dunes at Råbjerg Mile, then wove its cloth to match: a Gotland-wool bouclé dyed with weld and a touch of madder, which gives it the colour of late sun on sand. There is no foam anywhere in the chair. Its seat is built up in layers and stitched at the edges the way upholsterers worked a century ago, so it keeps its shape for decades and can be re-covered many times over. An edition of two.',
    price: '9400.00',
    quantity: 2,
    category: 'seating',
    artistKey: 'jonas-kjaer',
    collectionKey: 'summer-2026',
    imageUrls: productImages('dune-lounge-chair'),
  },
  {
    name: 'Ember Cabinet',
    description:
      'A two-door cabinet in vermilion and black urushi lacquer over a hinoki core, on slender blackened legs, with hand-gilt seams and pulls. 1.2 m wide, 1.35 m high, 45 cm deep; two adjustable shelves.',
    story:
      'Ember took Kaito Sugimura eleven months. Its hinoki carcass was wrapped in hemp cloth, grounded in clay and raw lacquer, then built up in forty-two coats of urushi — each cured for days in a humid cedar cabinet and polished back with magnolia charcoal before the next. The vermilion was layered over black so that, where the edges have been rubbed through by hand, a faint darkness rises to the surface like embers under ash. The seams are traced in gold leaf. It is one of one, and its colour will continue to brighten for the next several years.',
    price: '38000.00',
    quantity: 1,
    category: 'storage',
    artistKey: 'kaito-sugimura',
    collectionKey: 'fall-2026',
    imageUrls: productImages('ember-cabinet'),
  },
  {
    name: 'Harrow Sideboard',
    description:
      'A long, low black walnut sideboard with four hand-fluted doors over a recessed plinth; dovetailed drawers inside in quarter-sawn white oak. 2.1 m wide, 78 cm high, 48 cm deep.',
    story:
      'The doors of the Harrow are carved with a gouge, one flute at a time, so that raking light picks out the small irregularities of the hand — Nora Whitcombe compares them to the furrows of a field after the harrow has passed. The carcass is dovetailed at every corner; the back is frame-and-panel, finished as carefully as the front, so the piece can stand in the middle of a room. Made from a single log of Vermont walnut. One of one.',
    price: '16800.00',
    quantity: 1,
    category: 'storage',
    artistKey: 'nora-whitcombe',
    collectionKey: 'fall-2026',
    imageUrls: productImages('harrow-sideboard'),
  },
  {
    name: 'Ferrous Low Table',
    description:
      'A low table in lost-wax-cast silicon bronze with a hand-built river-green patina; the oval top and three organic legs are cast as one. 1.3 m × 0.8 m, 36 cm high.',
    story:
      'Ferrous began as a slab of wax that Valeria Ortega Luna pressed, pulled and carved on her studio floor over a month, until its three legs looked as if they had grown down towards the ground. It was poured in a single heat — 140 kg of molten bronze — and the patina was built over two days with a torch and copper nitrate, layer over layer, into a green that shifts to umber at the edges where hands will touch it most. The mould was broken after the pour; there will never be another.',
    price: '14200.00',
    quantity: 1,
    category: 'surfaces',
    artistKey: 'valeria-ortega-luna',
    collectionKey: 'fall-2026',
    imageUrls: productImages('ferrous-low-table'),
  },
  {
    name: 'Sumi Dining Table',
    description:
      'A dining table in roiro-nuri black urushi, polished by hand to a deep mirror, on two trestle legs of lacquered chestnut. Seats six; 2.2 m × 0.95 m, 73 cm high.',
    story:
      'Roiro-nuri is the most exacting of lacquer finishes: the final coats are polished with charcoal, then with deer-horn powder and the palm of the hand, until the black holds reflections like an ink stone filled with water. Kaito Sugimura spent a winter on the Sumi top alone. Made for our Winter 2025 collection, it remains here in the archive.',
    price: '32000.00',
    quantity: 1,
    category: 'dining',
    artistKey: 'kaito-sugimura',
    collectionKey: 'winter-2025',
    imageUrls: productImages('sumi-dining-table'),
  },
  {
    name: 'Moss Bench',
    description:
      'An upholstered bench in felted forest-green wool twill on four cast bronze feet. 1.6 m long, 46 cm high, 42 cm deep; hand-stitched edges, traditional horsehair and coir upholstery.',
    story:
      'For the Moss bench Jonas Kjær wove a dense twill from Faroese wool, dyed it green with weld and indigo, then fulled it by hand until it felted into a cloth soft enough for skin and tough enough for boots. The feet were cast in bronze by Valeria Ortega Luna. Made in an edition of two for our Winter 2025 collection.',
    price: '5600.00',
    quantity: 2,
    category: 'seating',
    artistKey: 'jonas-kjaer',
    collectionKey: 'winter-2025',
    imageUrls: productImages('moss-bench'),
  },
];

export const demoComingSoonItems: DemoComingSoonItem[] = [
  {
    name: 'Kasumi Console',
    description:
      'A wall console in celadon urushi lacquer — a pale, misted green built up over thirty coats — on a slender hinoki frame. Approximately 1.5 m wide, 82 cm high.',
    story:
      'Kasumi means the spring haze that softens the hills above Kyoto in March. Kaito Sugimura is mixing the celadon himself from raw urushi and natural pigments, testing it on small panels through the winter until it holds that haze: a colour that is not quite green, not quite grey, and seems to change with the weather.',
    estimatedPrice: '21000.00',
    category: 'surfaces',
    artistKey: 'kaito-sugimura',
    collectionKey: 'spring-2027',
    imageUrls: comingSoonImages('kasumi-console'),
    estimatedReleaseDate: '2027-03-18',
  },
  {
    name: 'Estuary Bench',
    description:
      'A long bench carved from pale Moleanos limestone, its seat gently dished and its ends cut with Inês Carvalhal’s freehand fluting. Approximately 1.7 m long.',
    story:
      'The block for Estuary was lifted from the quarry in October and is now resting in Inês Carvalhal’s Marvila workshop, where she has begun roughing out the seat. She is shaping it to hold the body like a river stone — a shallow, barely visible dish that only reveals itself when you sit.',
    estimatedPrice: '15500.00',
    category: 'seating',
    artistKey: 'ines-carvalhal',
    collectionKey: 'spring-2027',
    imageUrls: comingSoonImages('estuary-bench'),
    estimatedReleaseDate: '2027-03-18',
  },
  {
    name: 'Lark Writing Desk',
    description:
      'A writing desk in bleached ash with walnut inlay, with a shallow pencil drawer and softly tapered legs. Approximately 1.4 m wide, 75 cm high.',
    story:
      'Nora Whitcombe’s first piece in a pale timber: white ash from a stand thinned on a neighbouring farm, lightened with lye the old Scandinavian way and finished with soap. A single line of walnut runs along the edge of the top — a thread of her usual wood, she says, so the desk remembers where it came from.',
    estimatedPrice: null,
    category: 'surfaces',
    artistKey: 'nora-whitcombe',
    collectionKey: 'spring-2027',
    imageUrls: comingSoonImages('lark-writing-desk'),
    estimatedReleaseDate: '2027-04-08',
  },
];

export const demoLikes: DemoLikes[] = [
  { kind: 'product', name: 'Meridian Dining Table', count: 5 },
  { kind: 'product', name: 'Tidewater Console', count: 3 },
  { kind: 'product', name: 'Dune Lounge Chair', count: 2 },
  { kind: 'product', name: 'Ember Cabinet', count: 4 },
  { kind: 'coming-soon', name: 'Kasumi Console', count: 3 },
  { kind: 'coming-soon', name: 'Estuary Bench', count: 2 },
];
