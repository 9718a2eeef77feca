// Demo catalog seeded into a fresh store on first run.
// All people, pieces and collections are fictional. Images are renderings produced by
// scripts/demo-images/render.mjs and shipped in web/public/demo (each URL names the 960 px file;
// the web app derives the srcset from its -480 / -1600 siblings).

import type {
  DemoArtist,
  DemoCollection,
  DemoComingSoonItem,
  DemoLikes,
  DemoProduct,
} from './demo-catalog-types.js';

// A piece's views, -1 to -N (scripts/demo-images/pieces/<slug>.mjs renders the same number).
const views = (folder: string, slug: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `/demo/${folder}/${slug}-${i + 1}-960.webp`);
const productImages = (slug: string, count = 2): string[] => views('products', slug, count);
const comingSoonImages = (slug: string, count = 2): string[] => views('coming-soon', slug, count);

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
  {
    key: 'saoirse-brennan',
    name: 'Saoirse Brennan',
    specialty: 'Bog oak',
    bio: 'A Connemara furniture maker who works in bog oak — timber preserved for thousands of years in the peat of the west of Ireland.',
    fullBio:
      'Saoirse Brennan grew up on a small farm outside Recess in Connemara, where every few years the turf-cutters would strike a blackened trunk deep in the bog. It was only after studying furniture design at the college in Letterfrack, and two years with a chairmaker in the Welsh borders, that she understood what those trunks were: oaks that fell four and five thousand years ago and lay sealed in the peat, their tannins slowly reacting with the iron of the bog until the wood turned the colour of a winter sky before rain.\n\n' +
      'Bog oak is difficult, unpredictable timber. It must be dried over years, not months, and it checks and moves in ways no sawmill oak ever would. Saoirse keeps every log she is offered by the turf-cutters of the county, has a sample of each radiocarbon dated, and lets the wood decide what it will become. Her joinery is drawn from Irish vernacular furniture — the súgán chair, the settle, the trestle table of the farmhouse kitchen — simplified until only the structure remains.\n\n' +
      'For Atelier she made the Lough dining table, its top cut from a trunk dated to around 2900 BC, and a set of Corrib chairs with comb backs split and shaved from the same tree. She is now at work on the Fen lounge chair for Spring.\n\n' +
      'Each piece carries a small card with the age of its wood and the townland where it was found.',
    imageUrl: '/demo/artists/saoirse-brennan-960.webp',
    portfolioUrl: '/demo/portfolio/saoirse-brennan-960.webp',
    instagramUrl: 'https://www.instagram.com/saoirse.bogoak',
    twitterUrl: null,
    facebookUrl: null,
    linkedinUrl: null,
    websiteUrl: null,
  },
  {
    key: 'idris-benali',
    name: 'Idris Benali',
    specialty: 'Cedar and brass marquetry',
    bio: 'A Fès-born cabinetmaker in Marseille who inlays Atlas cedar with hand-cut brass in the geometric patterns of the medina.',
    fullBio:
      'Idris Benali was born in the old city of Fès, two streets from the woodworkers’ souk where his uncle carved ceilings of Atlas cedar for the riads of the medina. He spent his teens sweeping that workshop and learning to cut the interlocking stars of zellige and wood lattice by eye, then left for Paris to train as an ébéniste at the École Boulle, where he fell for the brass-and-tortoiseshell marquetry of the eighteenth century.\n\n' +
      'His own work brings the two together. From a workshop in the Belsunce quarter of Marseille he builds cabinets, tables and sideboards in solid cedar from the Middle Atlas — a warm, pink-brown wood whose scent fills the room for years — and inlays them with brass strip he cuts and bends by hand into eight-pointed stars, one line at a time. A single cabinet door may hold six hundred separate pieces of metal, each let into a channel cut with a knife no wider than the brass itself.\n\n' +
      'For Atelier he made the Medina cabinet and the Atlas coffee table, and is finishing the Souk sideboard, his largest piece yet.\n\n' +
      'The brass is left unlacquered; he likes it to darken at the edges where hands open the doors.',
    imageUrl: '/demo/artists/idris-benali-960.webp',
    portfolioUrl: '/demo/portfolio/idris-benali-960.webp',
    instagramUrl: 'https://www.instagram.com/idrisbenali.atelier',
    twitterUrl: null,
    facebookUrl: 'https://www.facebook.com/idrisbenali.ebeniste',
    linkedinUrl: null,
    websiteUrl: 'https://idrisbenali.fr',
  },
];

export const demoCollections: DemoCollection[] = [
  {
    key: 'fall-2026',
    name: 'Walnut & Ember',
    description:
      'Low autumn light across oiled walnut, vermilion lacquer and river-dark bronze. Fall 2026 gathers pieces made for long evenings: a hand-carved sideboard, a forty-coat urushi cabinet, a low table cast in a single pour, a bog-oak trestle table and its chairs, and a cedar cabinet inlaid with brass stars — each one of one, or nearly.',
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
      'Sun-warmed stone, brushed brass and ochre wool. Summer 2026 was conceived around a single idea — the long shadows of a Mediterranean afternoon — and brings together a walnut dining table, a carved travertine console, a brass column table, a curved bouclé lounge chair, an indigo wool armchair, a stool of stacked stone and a cedar low table banded in brass.',
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
      'A first look at Spring 2027: celadon lacquer, pale limestone, bleached ash and undyed sheepskin, in the soft, sourceless light of a March morning. The pieces are still in the studios; reserve your interest and we will write to you before release.',
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
    dimensions: '102" W × 41" D × 30" H (260 × 105 × 76 cm)',
    materials: 'Book-matched black walnut; hand-rubbed oil and wax',
    weight: '165 lb (75 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    provenance:
      'Made in 2026 by Nora Whitcombe in Walpole, New Hampshire, from a single walnut felled there in 2016; acquired by the house from the artist.',
    condition: 'New, never placed. The walnut will deepen in colour with light.',
    certificate:
      'Signed by the artist, with the tree’s history and the boards’ sequence; comes with the piece.',
    makersMark: 'NW branded under the top, beside the year 2026',
    artistKey: 'nora-whitcombe',
    collectionKey: 'summer-2026',
    imageUrls: productImages('meridian-dining-table', 3),
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
    dimensions: '71" W × 16.5" D × 30.75" H (180 × 42 × 78 cm)',
    materials: 'Honed Tivoli travertine; tinted resin fill',
    weight: '683 lb (310 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; installed by fine-art handlers in 3–4 weeks',
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
    dimensions: '19.75" diameter × 20.5" H (50 × 52 cm)',
    materials: 'Lost-wax-cast naval brass, unlacquered; honed travertine',
    weight: '62 lb (28 kg)',
    edition: 'Edition of 3',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    certificate: 'Numbered certificate signed by the artist (1/3 to 3/3)',
    makersMark: 'VOL and the edition number cast into the column’s foot',
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
    dimensions: '36" W × 34" D × 29" H; seat 15" (92 × 86 × 74 cm)',
    materials: 'Solid ash; hand-woven Gotland wool bouclé; coir, horsehair and wool upholstery',
    weight: '55 lb (25 kg)',
    edition: 'Edition of 2',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'jonas-kjaer',
    collectionKey: 'summer-2026',
    imageUrls: productImages('dune-lounge-chair', 3),
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
    dimensions: '47.25" W × 17.75" D × 53" H (120 × 45 × 135 cm)',
    materials: 'Hinoki and hemp cloth; 42 coats of urushi lacquer; gold leaf',
    weight: '88 lb (40 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 3–4 weeks',
    artistKey: 'kaito-sugimura',
    collectionKey: 'fall-2026',
    imageUrls: productImages('ember-cabinet', 4),
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
    dimensions: '82.75" W × 19" D × 30.75" H (210 × 48 × 78 cm)',
    materials: 'Black walnut; quarter-sawn white oak drawers',
    weight: '198 lb (90 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
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
    dimensions: '51" W × 31.5" D × 14" H (130 × 80 × 36 cm)',
    materials: 'Lost-wax-cast silicon bronze; hand-built patina',
    weight: '309 lb (140 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; installed by fine-art handlers in 3–4 weeks',
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
    dimensions: '86.5" W × 37.5" D × 28.75" H (220 × 95 × 73 cm)',
    materials: 'Roiro-nuri black urushi; lacquered chestnut',
    weight: '143 lb (65 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 3–4 weeks',
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
    dimensions: '63" W × 16.5" D × 18" H (160 × 42 × 46 cm)',
    materials: 'Felted wool twill; cast bronze feet; horsehair and coir upholstery',
    weight: '66 lb (30 kg)',
    edition: 'Edition of 2',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'jonas-kjaer',
    collectionKey: 'winter-2025',
    imageUrls: productImages('moss-bench'),
  },
  {
    name: 'Lough Dining Table',
    description:
      'A trestle dining table in 5,000-year-old Irish bog oak: a 60 mm top on two posts and wide feet, joined by a stretcher with wedged through-tenons. Seats eight; 2.3 m × 1 m, 75 cm high.',
    story:
      'The trunk behind the Lough table was struck by a turf-cutter’s slane near Maam Cross in 2015, three metres down in the blanket bog. A radiocarbon test dated it to around 2900 BC — older than the pyramids at Giza. Saoirse Brennan dried its boards for eight years before cutting them, and built the table the way Irish farmhouse tables were built: a trestle that can be knocked down by driving out two oak wedges. The top is finished with oil and beeswax only, so the silver-black wood stays soft under the hand. One of one.',
    price: '28500.00',
    quantity: 1,
    category: 'dining',
    dimensions: '90.5" W × 39.5" D × 29.5" H (230 × 100 × 75 cm)',
    materials: 'Irish bog oak, about 5,000 years old; wedged through-tenons',
    weight: '243 lb (110 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 3–4 weeks',
    artistKey: 'saoirse-brennan',
    collectionKey: 'fall-2026',
    imageUrls: productImages('lough-dining-table', 4),
    videoUrl: 'https://www.youtube.com/watch?v=Qm3vTf8LwKc',
  },
  {
    name: 'Corrib Dining Chair',
    description:
      'A comb-back dining chair in bog oak, its six spindles split and shaved by hand, on a stretchered base. Seat height 46 cm; 48 cm wide, 86 cm high. Sold individually.',
    story:
      'Saoirse Brennan made the Corrib chairs to sit at the Lough table, from offcuts of the same 5,000-year-old trunk. Each spindle is split along the grain rather than sawn, then shaved on a pole lathe, so the fibres run unbroken from seat to rail and the chair stays light and springy. An edition of eight; four remain.',
    price: '3900.00',
    quantity: 4,
    category: 'seating',
    dimensions: '19" W × 20" D × 34" H; seat 18" (48 × 50 × 86 cm)',
    materials: 'Irish bog oak; hand-split, shaved spindles',
    weight: '15 lb (7 kg)',
    edition: 'Edition of 4, sold individually',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'saoirse-brennan',
    collectionKey: 'fall-2026',
    imageUrls: productImages('corrib-dining-chair', 3),
  },
  {
    name: 'Medina Cabinet',
    description:
      'A tall two-door cabinet in Atlas cedar, its doors inlaid with hand-cut brass in a lattice of eight-pointed stars, on four brass feet. 1 m wide, 1.52 m high, 46 cm deep; three cedar shelves.',
    story:
      'Idris Benali drew the lattice of the Medina cabinet from a carved cedar ceiling in a riad two streets from his uncle’s workshop in Fès. Each door holds more than five hundred pieces of brass, bent and let into the cedar by hand over eleven weeks. Inside, the cabinet still smells of the forest above Azrou where the tree grew. One of one.',
    price: '22000.00',
    quantity: 1,
    category: 'storage',
    dimensions: '39.5" W × 18" D × 60" H (100 × 46 × 152 cm)',
    materials: 'Atlas cedar; hand-cut brass inlay; brass feet',
    weight: '154 lb (70 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 3–4 weeks',
    artistKey: 'idris-benali',
    collectionKey: 'fall-2026',
    imageUrls: productImages('medina-cabinet', 3),
  },
  {
    name: 'Kumo Tea Table',
    description:
      'A low tea table with a vermilion urushi top on a black lacquered base, the seam between them traced in gold. 1.1 m × 64 cm, 34 cm high.',
    story:
      'Kumo — cloud — is the table Kaito Sugimura makes for the tea he drinks every afternoon in his Kamakura studio: low enough to sit beside on the floor, with a top built up in thirty-six coats of lacquer over hemp cloth. The vermilion will keep brightening for several years as the urushi cures. One of one.',
    price: '12600.00',
    quantity: 1,
    category: 'surfaces',
    dimensions: '43.25" W × 25.25" D × 13.5" H (110 × 64 × 34 cm)',
    materials: 'Vermilion and black urushi lacquer; gold leaf',
    weight: '40 lb (18 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'kaito-sugimura',
    collectionKey: 'fall-2026',
    imageUrls: productImages('kumo-tea-table'),
  },
  {
    name: 'Marrow Bench',
    description:
      'A bench with a brushed brass seat on four lost-wax-cast bronze legs with a river-green patina. 1.5 m long, 44 cm high, 40 cm deep.',
    story:
      'Valeria Ortega Luna cast the Marrow legs from wax modelled on the bones of a heron’s wing. The bench was withdrawn before release when a flaw appeared in the patina of one leg; it is kept here for the record.',
    price: '8200.00',
    quantity: 1,
    category: 'seating',
    dimensions: '59" W × 15.75" D × 17.25" H (150 × 40 × 44 cm)',
    materials: 'Brushed brass; lost-wax-cast bronze legs with patina',
    weight: '121 lb (55 kg)',
    edition: '1 of 1',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'valeria-ortega-luna',
    collectionKey: 'fall-2026',
    imageUrls: productImages('marrow-bench'),
    decommissioned: true,
  },
  {
    name: 'Atlas Coffee Table',
    description:
      'A low table in solid Atlas cedar, its deep top edge inlaid all round with a band of brass stars. 1.2 m × 70 cm, 38 cm high.',
    story:
      'The Atlas table is Idris Benali’s homage to the low tables of his grandmother’s house in Fès, around which the whole family ate, argued and drank mint tea. The band of stars is cut from a single length of brass strip, bent around the table without a joint. An edition of three.',
    price: '9800.00',
    quantity: 2,
    category: 'surfaces',
    dimensions: '47.25" W × 27.5" D × 15" H (120 × 70 × 38 cm)',
    materials: 'Solid Atlas cedar; brass inlay',
    weight: '88 lb (40 kg)',
    edition: 'Edition of 2',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'idris-benali',
    collectionKey: 'summer-2026',
    imageUrls: productImages('atlas-coffee-table'),
  },
  {
    name: 'Cairn Stool',
    description:
      'A stool of four hand-dressed stone discs — Tivoli travertine and Moleanos limestone — stacked on a hidden steel pin. 46 cm high, 38 cm across.',
    story:
      'Inês Carvalhal made the Cairn stools from the offcuts of larger blocks, turning each disc by hand and stacking them a little off the axis of the one below, like the cairns walkers leave on the hills of Santo Antão. The edition of six sold out in its first week; we are keeping the page for those who ask.',
    price: '3200.00',
    quantity: 0,
    category: 'seating',
    dimensions: '15" diameter × 18" H (38 × 46 cm)',
    materials: 'Tivoli travertine and Moleanos limestone; hidden steel pin',
    weight: '106 lb (48 kg)',
    edition: '1 of 1',
    leadTime: 'Sold; a similar piece can be commissioned in 10–12 weeks',
    artistKey: 'ines-carvalhal',
    collectionKey: 'summer-2026',
    imageUrls: productImages('cairn-stool'),
  },
  {
    name: 'Fjord Armchair',
    description:
      'A generous armchair in hand-woven indigo wool twill on an ash base, upholstered the traditional way in coir, horsehair and wool. 82 cm wide, 78 cm high, seat height 40 cm.',
    story:
      'Jonas Kjær dyed the wool for the Fjord armchair in an indigo vat he keeps going all summer at the dyehouse in Jutland, dipping the skeins eight times to reach the blue of the Limfjord at dusk. The chair is built without foam, like his Dune lounge chair, and comes with a folded length of its cloth for repairs. An edition of four.',
    price: '7400.00',
    quantity: 3,
    category: 'seating',
    dimensions: '32.25" W × 33" D × 30.75" H; seat 15.75" (82 × 84 × 78 cm)',
    materials: 'Ash; hand-woven indigo wool twill; coir, horsehair and wool upholstery',
    weight: '53 lb (24 kg)',
    edition: 'Edition of 3',
    leadTime: 'Ready to ship; white-glove delivery in 2–3 weeks',
    artistKey: 'jonas-kjaer',
    collectionKey: 'summer-2026',
    imageUrls: productImages('fjord-armchair'),
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
  {
    name: 'Fen Lounge Chair',
    description:
      'A low lounge chair in bog oak, its seat and back upholstered in undyed Connemara sheepskin. Approximately 84 cm wide, 72 cm high.',
    story:
      'Saoirse Brennan is building the Fen chair from the last boards of the Lough trunk, with a sheepskin from a flock that grazes the bog where the tree was found. She wants it to feel, she says, like sitting by a turf fire on a wet afternoon.',
    estimatedPrice: '8900.00',
    category: 'seating',
    artistKey: 'saoirse-brennan',
    collectionKey: 'spring-2027',
    imageUrls: comingSoonImages('fen-lounge-chair'),
    estimatedReleaseDate: '2027-03-18',
  },
  {
    name: 'Souk Sideboard',
    description:
      'A long sideboard in Atlas cedar with four doors of brass star-lattice marquetry, on a blackened steel plinth. Approximately 1.8 m wide, 82 cm high.',
    story:
      'The Souk sideboard is Idris Benali’s largest piece so far: more than two thousand pieces of brass across its four doors. He is cutting the lattice now, one door a month, and expects to finish it in early summer.',
    estimatedPrice: '26000.00',
    category: 'storage',
    artistKey: 'idris-benali',
    collectionKey: null,
    imageUrls: comingSoonImages('souk-sideboard'),
    estimatedReleaseDate: '2027-06-10',
  },
  {
    name: 'Caldera Dining Table',
    description:
      'A round dining table with a 1.5 m top of honed Mexican basalt on a single lost-wax-cast bronze pedestal. Seats six; 75 cm high.',
    story:
      'Valeria Ortega Luna found the basalt for Caldera at a quarry on the slopes of the Xitle volcano, whose lava flows lie under the south of Mexico City. The pedestal, the largest she has ever poured, will be cast in three sections and joined so that no seam shows.',
    estimatedPrice: '36000.00',
    category: 'dining',
    artistKey: 'valeria-ortega-luna',
    collectionKey: null,
    imageUrls: comingSoonImages('caldera-dining-table'),
    estimatedReleaseDate: '2027-09-02',
  },
];

export const demoLikes: DemoLikes[] = [
  { kind: 'product', name: 'Ember Cabinet', count: 42 },
  { kind: 'product', name: 'Meridian Dining Table', count: 31 },
  { kind: 'product', name: 'Dune Lounge Chair', count: 18 },
  { kind: 'product', name: 'Lough Dining Table', count: 12 },
  { kind: 'product', name: 'Tidewater Console', count: 9 },
  { kind: 'product', name: 'Medina Cabinet', count: 9 },
  { kind: 'product', name: 'Cairn Stool', count: 7 },
  { kind: 'product', name: 'Kumo Tea Table', count: 5 },
  { kind: 'product', name: 'Corrib Dining Chair', count: 3 },
  { kind: 'product', name: 'Sumi Dining Table', count: 2 },
  { kind: 'coming-soon', name: 'Kasumi Console', count: 15 },
  { kind: 'coming-soon', name: 'Estuary Bench', count: 6 },
  { kind: 'coming-soon', name: 'Souk Sideboard', count: 4 },
  { kind: 'coming-soon', name: 'Fen Lounge Chair', count: 1 },
];
