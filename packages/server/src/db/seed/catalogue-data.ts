// Demo catalogue for a fresh shop: categories with their GST slab (the rates in force since
// 22 September 2025, docs/decisions/030) and a range of herbal
// products with realistic Indian prices (rupees, excluding GST), shipped weights and stock.
// Each product also carries the colours and pack shape used to draw its placeholder images.

export type SeedCategory = {
  key: string;
  name: string;
  description: string;
  gst: number;
  /** HSN code printed on tax invoices. */
  hsn: string;
};

export type ArtStyle = {
  shape: 'bottle' | 'jar' | 'pouch' | 'box' | 'tube' | 'dropper';
  base: string;
  accent: string;
  leaf: string;
  background: string;
};

export type SeedProduct = {
  name: string;
  categoryKey: string;
  description: string;
  user_manual: string;
  /** Rupees, excluding GST. */
  rate: number;
  /** Grams, shipped weight including the pack. */
  weight: number;
  stock: number;
  art: ArtStyle;
};

export const seedCategories: SeedCategory[] = [
  {
    key: 'supplements',
    name: 'Ayurvedic Supplements',
    description:
      'Capsules, tablets, granules and tonics made from classic Ayurvedic herbs for everyday wellbeing.',
    gst: 5,
    hsn: '30049011',
  },
  {
    key: 'churna',
    name: 'Herbal Powders (Churna)',
    description:
      'Single-herb and classical powders, stone-ground and packed for mixing with water, milk or honey.',
    gst: 5,
    hsn: '12119099',
  },
  {
    key: 'teas',
    name: 'Herbal Teas & Infusions',
    description:
      'Caffeine-light tea blends and loose infusions built around tulsi, ginger and arjuna.',
    gst: 5,
    hsn: '0902',
  },
  {
    key: 'hair',
    name: 'Hair Care',
    description:
      'Herbal hair oils, cleansers and masks for scalp massage and gentle everyday washing.',
    gst: 5,
    hsn: '3305',
  },
  {
    key: 'skin',
    name: 'Skin Care',
    description:
      'Face washes, serums, gels, toners and ubtans made with neem, turmeric, saffron and sandalwood.',
    gst: 18,
    hsn: '3304',
  },
  {
    key: 'oral',
    name: 'Oral Care',
    description: 'Toothpastes, tooth powders and rinses with neem, clove, babool and triphala.',
    gst: 5,
    hsn: '3306',
  },
  {
    key: 'oils',
    name: 'Essential & Massage Oils',
    description: 'Body massage oils for abhyanga and pure essential oils for steam and diffusers.',
    gst: 18,
    hsn: '3301',
  },
  // Toilet soap bars: 18 % to 5 % with the rates of 22 September 2025, apart from skin care.
  {
    key: 'soap',
    name: 'Bathing Soaps',
    description: 'Handmade bathing bars with turmeric, sandalwood, neem and vegetable oils.',
    gst: 5,
    hsn: '3401',
  },
];

export const seedProducts: SeedProduct[] = [
  // ---- Ayurvedic Supplements (5 %) ----
  {
    name: 'Ashwagandha Capsules 60 caps',
    categoryKey: 'supplements',
    description:
      'Each vegetarian capsule holds 500 mg of Ashwagandha (Withania somnifera) root extract. In Ayurveda the root is a well-known rasayana, traditionally used to support calm, restful sleep and stamina.',
    user_manual:
      'Take 1 capsule twice a day after meals with water or warm milk, or as advised by your physician. Store in a cool, dry place with the lid tightly closed. Not recommended during pregnancy or breastfeeding; consult a physician if you take thyroid, sedative or blood-pressure medication.',
    rate: 349,
    weight: 95,
    stock: 180,
    art: {
      shape: 'bottle',
      base: '#F4EEDF',
      accent: '#8A5A2B',
      leaf: '#6B8E3D',
      background: '#EFE4CF',
    },
  },
  {
    name: 'Giloy Tablets 60 tabs',
    categoryKey: 'supplements',
    description:
      'Tablets made from the stem extract of Giloy (Tinospora cordifolia), known in Ayurveda as Guduchi. Traditionally used to support the body’s natural defences through changing seasons.',
    user_manual:
      'Take 1–2 tablets twice a day after meals with lukewarm water, or as directed by your physician. Store below 30 °C away from direct sunlight. Consult a physician before use if you are pregnant, diabetic or taking regular medication.',
    rate: 249,
    weight: 85,
    stock: 142,
    art: {
      shape: 'bottle',
      base: '#3F7D4E',
      accent: '#E9F0D8',
      leaf: '#4E9A3A',
      background: '#DDEBD6',
    },
  },
  {
    name: 'Shatavari Granules 200 g',
    categoryKey: 'supplements',
    description:
      'Granules prepared from Shatavari (Asparagus racemosus) root with a little mishri for taste. Shatavari is traditionally used in Ayurveda to support women’s wellbeing and vitality.',
    user_manual:
      'Mix 1 teaspoon (about 5 g) in a glass of warm milk once or twice a day. Always use a dry spoon and close the jar after use; store in a cool, dry place. Contains sugar. Consult a physician before use if pregnant, breastfeeding or diabetic.',
    rate: 329,
    weight: 265,
    stock: 64,
    art: {
      shape: 'jar',
      base: '#F3E3E8',
      accent: '#B0577A',
      leaf: '#6E9A4B',
      background: '#F6E6EC',
    },
  },
  {
    name: 'Chyawanprash 500 g',
    categoryKey: 'supplements',
    description:
      'A classical herbal jam of amla cooked with ghee, honey and more than 40 herbs and spices. Traditionally taken through the winter months to support strength and immunity.',
    user_manual:
      'Adults: 1–2 teaspoons (10–20 g) a day, followed by warm milk. Children over 5: half a teaspoon. Use a dry spoon and store in a cool place; no refrigeration needed. Contains sugar and honey — diabetics should consult a physician before use.',
    rate: 299,
    weight: 640,
    stock: 210,
    art: {
      shape: 'jar',
      base: '#5A2E1C',
      accent: '#D9A441',
      leaf: '#6F9E3C',
      background: '#F2E2CC',
    },
  },
  {
    name: 'Shilajit Resin 20 g',
    categoryKey: 'supplements',
    description:
      'Purified Himalayan Shilajit in soft resin form, packed in a glass jar with a measuring spoon. Traditionally used in Ayurveda to support energy and stamina.',
    user_manual:
      'Dissolve a pea-sized portion (about 300 mg) in warm water or milk once a day, preferably in the morning. Keep the jar tightly closed; the resin hardens in cold weather and softens in heat, which is normal. Not for children, or during pregnancy or breastfeeding. Consult a physician if you have a medical condition.',
    rate: 999,
    weight: 110,
    stock: 0,
    art: {
      shape: 'jar',
      base: '#2B2622',
      accent: '#C9A24A',
      leaf: '#7C8B4A',
      background: '#E6DED3',
    },
  },
  {
    name: 'Amla Juice 500 ml',
    categoryKey: 'supplements',
    description:
      'Cold-pressed juice of Indian gooseberry (amla) with no added sugar. Amla is one of the richest natural sources of vitamin C and is traditionally used to support digestion and healthy hair and skin.',
    user_manual:
      'Shake well. Mix 20–30 ml in a glass of water and drink on an empty stomach in the morning. Refrigerate after opening and finish within 30 days. Naturally sour; consult a physician if you have acidity or are on medication.',
    rate: 199,
    weight: 590,
    stock: 96,
    art: {
      shape: 'bottle',
      base: '#9DBF4A',
      accent: '#2F5E2A',
      leaf: '#3F7F2E',
      background: '#EAF2D4',
    },
  },
  {
    name: 'Tulsi Drops 30 ml',
    categoryKey: 'supplements',
    description:
      'A concentrated water-based extract of five varieties of holy basil (tulsi). Traditionally used to support respiratory comfort and seasonal wellbeing.',
    user_manual:
      'Add 2–4 drops to a cup of warm water, tea or honey, up to twice a day. Keep the dropper clean and the bottle upright and closed; store away from sunlight. Not for infants. Consult a physician before use if pregnant or on blood-thinning medication.',
    rate: 179,
    weight: 70,
    stock: 4,
    art: {
      shape: 'dropper',
      base: '#7A4A1E',
      accent: '#2F6B3A',
      leaf: '#3E8E41',
      background: '#E3EFDC',
    },
  },

  // ---- Herbal Powders (Churna) (5 %) ----
  {
    name: 'Triphala Churna 100 g',
    categoryKey: 'churna',
    description:
      'A classical blend of equal parts amla, haritaki and bibhitaki fruit, dried and finely ground. Triphala is traditionally used to support gentle, regular digestion.',
    user_manual:
      'Mix half to 1 teaspoon (3–5 g) in warm water and take at bedtime. Reseal the pouch after every use and keep it dry. Not recommended during pregnancy or for children under 12; stop use and consult a physician if you experience loose stools.',
    rate: 129,
    weight: 120,
    stock: 230,
    art: {
      shape: 'pouch',
      base: '#8C7A3A',
      accent: '#3F5A2A',
      leaf: '#5E8C31',
      background: '#EDE6D2',
    },
  },
  {
    name: 'Moringa Leaf Powder 100 g',
    categoryKey: 'churna',
    description:
      'Shade-dried leaves of the drumstick tree (Moringa oleifera), ground to a fine bright-green powder. A traditional leafy green, naturally rich in iron and calcium, used to support everyday nutrition.',
    user_manual:
      'Stir 1 teaspoon (about 3 g) into smoothies, dal, soups or a glass of water once a day. Reseal the pouch and store away from light and moisture. Consult a physician before use if pregnant or taking diabetes or blood-pressure medication.',
    rate: 199,
    weight: 120,
    stock: 118,
    art: {
      shape: 'pouch',
      base: '#5E8F2E',
      accent: '#F3EFD9',
      leaf: '#4C8A28',
      background: '#E4F0D2',
    },
  },
  {
    name: 'Mulethi Powder 100 g',
    categoryKey: 'churna',
    description:
      'Finely ground licorice root (Glycyrrhiza glabra) with a naturally sweet taste. Mulethi is traditionally used to soothe the throat and support digestion.',
    user_manual:
      'Take a quarter to half a teaspoon with honey or warm water up to twice a day, for no more than 4–6 weeks at a time. Keep the pouch sealed and dry. Avoid if you have high blood pressure, kidney problems or are pregnant; consult a physician if unsure.',
    rate: 149,
    weight: 120,
    stock: 3,
    art: {
      shape: 'pouch',
      base: '#C89B5A',
      accent: '#6B4423',
      leaf: '#7A9A45',
      background: '#F3E8D6',
    },
  },
  {
    name: 'Ashwagandha Churna 100 g',
    categoryKey: 'churna',
    description:
      'Pure Ashwagandha root, sun-dried and stone-ground with nothing added. The classical way to take the herb, traditionally used to support strength and a calm mind.',
    user_manual:
      'Mix half a teaspoon (3 g) in warm milk with a pinch of jaggery and take at bedtime. Close the jar tightly after use and keep away from moisture. Not recommended during pregnancy; consult a physician if you take thyroid or sedative medication.',
    rate: 179,
    weight: 150,
    stock: 87,
    art: {
      shape: 'jar',
      base: '#E8DCC2',
      accent: '#7B4B26',
      leaf: '#6B8E3D',
      background: '#F1E7D4',
    },
  },
  {
    name: 'Amla Churna 200 g',
    categoryKey: 'churna',
    description:
      'Dried Indian gooseberry, de-seeded and milled into a tangy powder. Traditionally used to support digestion and healthy hair from within.',
    user_manual:
      'Mix 1 teaspoon in a glass of water, or with honey, once a day before breakfast. Reseal and store in a cool, dry place. Can be sour on an empty stomach; take after food if you have acidity, and consult a physician if you are on medication.',
    rate: 159,
    weight: 225,
    stock: 154,
    art: {
      shape: 'pouch',
      base: '#B7C95A',
      accent: '#3B6B2C',
      leaf: '#4A8A33',
      background: '#EFF4D9',
    },
  },

  // ---- Herbal Teas & Infusions (5 %) ----
  {
    name: 'Tulsi Green Tea 25 bags',
    categoryKey: 'teas',
    description:
      'Assam green tea blended with dried leaves of Rama and Krishna tulsi, in unbleached tea bags. A light, fresh cup traditionally enjoyed to support calm and easy breathing.',
    user_manual:
      'Steep one bag in a cup of freshly boiled water (about 90 °C) for 2–3 minutes; do not over-brew. Up to 3 cups a day. Store the box closed, away from strong odours and humidity. Contains some caffeine from green tea.',
    rate: 175,
    weight: 80,
    stock: 200,
    art: {
      shape: 'box',
      base: '#3E8E41',
      accent: '#F4EFDC',
      leaf: '#5AA244',
      background: '#E3F0D9',
    },
  },
  {
    name: 'Arjuna Tea 25 bags',
    categoryKey: 'teas',
    description:
      'A caffeine-free infusion of Arjuna bark with cinnamon and cardamom. Arjuna is traditionally used in Ayurveda to support heart health.',
    user_manual:
      'Steep one bag in boiling water for 4–5 minutes; add milk or honey if you like. 1–2 cups a day. Store in a cool, dry place. If you take medication for the heart or blood pressure, consult your physician before use.',
    rate: 199,
    weight: 85,
    stock: 72,
    art: {
      shape: 'box',
      base: '#8E3B2E',
      accent: '#F1DDB8',
      leaf: '#6E8F3A',
      background: '#F3E1D6',
    },
  },
  {
    name: 'Ginger-Tulsi Infusion 100 g',
    categoryKey: 'teas',
    description:
      'A loose blend of dried ginger, tulsi leaves, lemongrass and black pepper. A warming, spicy cup traditionally taken to support digestion and comfort on cold days.',
    user_manual:
      'Use 1 teaspoon per cup: simmer in water for 3–4 minutes or steep in boiling water for 5 minutes, then strain. Up to 3 cups a day. Reseal the pouch and keep dry. Consult a physician before regular use if pregnant or on blood-thinning medication.',
    rate: 249,
    weight: 130,
    stock: 58,
    art: {
      shape: 'pouch',
      base: '#D98E32',
      accent: '#4E6B2E',
      leaf: '#5C9A3B',
      background: '#F7E9D3',
    },
  },
  {
    name: 'Hibiscus Rose Infusion 50 g',
    categoryKey: 'teas',
    description:
      'Dried hibiscus petals and Kannauj rose buds with a hint of cinnamon. Caffeine-free, tart and floral, and traditionally enjoyed as a cooling summer drink.',
    user_manual:
      'Steep 1 teaspoon in a cup of boiling water for 5 minutes and strain; serve hot, or chill and add honey. Store sealed and away from light. Consult a physician before use if pregnant or on blood-pressure medication.',
    rate: 229,
    weight: 90,
    stock: 41,
    art: {
      shape: 'box',
      base: '#B8325A',
      accent: '#F8E4EA',
      leaf: '#5E8F3E',
      background: '#F8E3EA',
    },
  },

  // ---- Hair Care (5 %) ----
  {
    name: 'Brahmi Hair Oil 200 ml',
    categoryKey: 'hair',
    description:
      'Brahmi and amla slow-cooked in a base of sesame and coconut oil, following a classical taila recipe. Traditionally used for a cooling head massage and to support strong, nourished hair.',
    user_manual:
      'Warm slightly and massage into the scalp and hair 1–2 hours before washing, or leave overnight, 2–3 times a week. Store below 30 °C with the cap closed. For external use only; patch test behind the ear first and avoid contact with eyes.',
    rate: 265,
    weight: 245,
    stock: 165,
    art: {
      shape: 'bottle',
      base: '#2E6B4F',
      accent: '#D9B44A',
      leaf: '#4F9A4A',
      background: '#DDEDE3',
    },
  },
  {
    name: 'Bhringraj Hair Oil 100 ml',
    categoryKey: 'hair',
    description:
      'Bhringraj (Eclipta alba) leaf juice processed in sesame oil with amla and neem. Bhringraj is traditionally called the “king of hair” and used to support healthy hair growth.',
    user_manual:
      'Part hair and apply a few drops directly to the scalp; massage for 5 minutes and leave for at least an hour before washing. Use 2–3 times a week. Keep the bottle closed and away from heat. For external use only; patch test first.',
    rate: 199,
    weight: 135,
    stock: 5,
    art: {
      shape: 'bottle',
      base: '#1F3D2B',
      accent: '#C7A04A',
      leaf: '#3F7F3A',
      background: '#DCE6DD',
    },
  },
  {
    name: 'Rosemary-Amla Shampoo 200 ml',
    categoryKey: 'hair',
    description:
      'A mild, sulphate-free cleanser with rosemary leaf, amla and reetha extracts. Gentle enough for frequent washing and traditionally used to support a clean, healthy scalp.',
    user_manual:
      'Apply to wet hair, lather gently into the scalp and rinse thoroughly; repeat if needed. Store at room temperature and keep the cap closed. For external use only: avoid eyes, and rinse with water if contact occurs. Discontinue if irritation develops.',
    rate: 299,
    weight: 245,
    stock: 122,
    art: {
      shape: 'bottle',
      base: '#7EA35A',
      accent: '#2F4F2A',
      leaf: '#5E8F45',
      background: '#E6EFDD',
    },
  },
  {
    name: 'Hibiscus & Methi Hair Mask 200 g',
    categoryKey: 'hair',
    description:
      'A creamy pre-wash mask with hibiscus flower, fenugreek (methi) seed and aloe vera. Traditionally used to condition dry hair and leave it soft and manageable.',
    user_manual:
      'Apply generously to damp hair from root to tip, leave for 20–30 minutes, then rinse and shampoo. Use once a week. Close the jar and store away from direct sunlight. For external use only; patch test on the inner arm 24 hours before first use.',
    rate: 349,
    weight: 260,
    stock: 0,
    art: {
      shape: 'jar',
      base: '#C23B5B',
      accent: '#F6D7DF',
      leaf: '#4E8A3E',
      background: '#F9E1E7',
    },
  },

  // ---- Skin Care (18 %) ----
  {
    name: 'Neem Face Wash 100 ml',
    categoryKey: 'skin',
    description:
      'A soap-free gel face wash with neem leaf and turmeric extracts. Neem is traditionally used to keep skin clean and clear, and this gentle gel suits oily and combination skin.',
    user_manual:
      'Squeeze a small amount onto wet palms, lather and massage over the face for 30 seconds avoiding the eyes, then rinse. Use morning and night. Store below 30 °C. For external use only; patch test before first use and stop if irritation occurs.',
    rate: 149,
    weight: 130,
    stock: 240,
    art: {
      shape: 'tube',
      base: '#2F6B34',
      accent: '#E8F0DA',
      leaf: '#3D7D32',
      background: '#DDEBD8',
    },
  },
  {
    name: 'Kumkumadi Face Serum 30 ml',
    categoryKey: 'skin',
    description:
      'A light facial oil based on the classical Kumkumadi taila, with saffron, manjistha, sandalwood and lotus in sesame oil. Traditionally used to support an even, radiant complexion.',
    user_manual:
      'At night, warm 3–4 drops between the fingertips and press gently onto clean face and neck; massage upwards until absorbed. Store away from light with the dropper closed. For external use only; patch test on the inner arm 24 hours before first use.',
    rate: 899,
    weight: 85,
    stock: 3,
    art: {
      shape: 'dropper',
      base: '#9C3D12',
      accent: '#D8A843',
      leaf: '#B5462A',
      background: '#F8E6D6',
    },
  },
  {
    name: 'Aloe Vera Gel 150 g',
    categoryKey: 'skin',
    description:
      'A clear, fragrance-light gel made with 95 % aloe vera leaf juice. Traditionally used to soothe and cool the skin after sun, shaving or a long day outdoors.',
    user_manual:
      'Apply a thin layer to clean skin or hair and let it absorb; use as often as needed. Keep the cap closed; refrigerate for an extra-cooling feel. For external use only. Patch test first, avoid broken skin and eyes, and stop if redness develops.',
    rate: 199,
    weight: 180,
    stock: 205,
    art: {
      shape: 'tube',
      base: '#8CC56A',
      accent: '#2F6A3A',
      leaf: '#5FA84E',
      background: '#E6F4DE',
    },
  },
  {
    name: 'Haldi Chandan Soap 125 g',
    categoryKey: 'soap',
    description:
      'A handmade bathing bar with turmeric, sandalwood powder and coconut oil. Turmeric and sandalwood are traditionally used in Indian bathing rituals for soft, glowing skin.',
    user_manual:
      'Lather on wet skin, massage gently and rinse. Keep the bar on a draining soap dish between uses so it lasts longer. Turmeric can tint light-coloured towels. For external use only; avoid contact with eyes.',
    rate: 99,
    weight: 140,
    stock: 250,
    art: {
      shape: 'box',
      base: '#E3A72F',
      accent: '#7A3E1C',
      leaf: '#6C9A3A',
      background: '#FBEBCB',
    },
  },
  {
    name: 'Kesar Ubtan 100 g',
    categoryKey: 'skin',
    description:
      'A classic bridal ubtan powder of gram flour, saffron, turmeric, rose petals and sandalwood. Traditionally used as a gentle face and body cleanser for a natural glow.',
    user_manual:
      'Mix 1–2 teaspoons with rose water, milk or curd into a smooth paste. Apply to face and body, leave until half-dry (about 10 minutes), then rub off gently with wet hands and rinse. Use 2–3 times a week. Store dry. For external use only; patch test first.',
    rate: 449,
    weight: 150,
    stock: 5,
    art: {
      shape: 'jar',
      base: '#E88A2E',
      accent: '#8E2B1E',
      leaf: '#C24E3A',
      background: '#FCE8D4',
    },
  },
  {
    name: 'Sandalwood Face Pack 100 g',
    categoryKey: 'skin',
    description:
      'Sandalwood powder with multani mitti (fuller’s earth) and rose. Traditionally used to cleanse and cool the skin and to leave it feeling fresh.',
    user_manual:
      'Mix 1 teaspoon with rose water into a paste, apply an even layer avoiding the eyes and rinse after 10–15 minutes, before it dries completely. Use up to twice a week. Store in a dry place. For external use only; patch test first.',
    rate: 249,
    weight: 140,
    stock: 76,
    art: {
      shape: 'jar',
      base: '#D9B68A',
      accent: '#6E4527',
      leaf: '#7E9A4A',
      background: '#F5EBDD',
    },
  },
  {
    name: 'Rose Water Toner 100 ml',
    categoryKey: 'skin',
    description:
      'Steam-distilled water of Damask roses, with nothing else added. Traditionally used as a refreshing toner and to mix face packs.',
    user_manual:
      'Spray or dab onto clean skin with a cotton pad, morning and night, or mix with face packs. Store in a cool place away from sunlight and use within 6 months of opening. For external use only; do not spray directly into the eyes.',
    rate: 179,
    weight: 145,
    stock: 133,
    art: {
      shape: 'bottle',
      base: '#F2B8C6',
      accent: '#A8325A',
      leaf: '#5E8F45',
      background: '#FBE6EC',
    },
  },

  // ---- Oral Care (5 %) ----
  {
    name: 'Neem-Clove Toothpaste 150 g',
    categoryKey: 'oral',
    description:
      'A fluoride-free toothpaste with neem, clove, babool and pudina. These herbs are traditionally used in Indian oral care to keep gums healthy and breath fresh.',
    user_manual:
      'Brush twice a day with a pea-sized amount for two minutes; rinse well. Do not swallow. Children under 6 should use it only under adult supervision. Store with the cap closed, below 30 °C.',
    rate: 115,
    weight: 190,
    stock: 225,
    art: {
      shape: 'tube',
      base: '#F2F4EC',
      accent: '#2E7D32',
      leaf: '#3A7D2C',
      background: '#E2EFE0',
    },
  },
  {
    name: 'Herbal Tooth Powder 100 g',
    categoryKey: 'oral',
    description:
      'A traditional manjan of clove, neem, babool bark, black salt and camphor, ground to a fine powder. Traditionally used to clean teeth and freshen breath.',
    user_manual:
      'Put a pinch on a moistened toothbrush or fingertip and massage over teeth and gums for 1–2 minutes, then rinse. Use once a day. Keep the jar tightly closed and dry. Do not swallow; keep out of reach of small children.',
    rate: 99,
    weight: 120,
    stock: 38,
    art: {
      shape: 'jar',
      base: '#6B4A32',
      accent: '#E6D5B8',
      leaf: '#4F7F2E',
      background: '#EFE5D8',
    },
  },
  {
    name: 'Triphala Mouthwash 250 ml',
    categoryKey: 'oral',
    description:
      'An alcohol-free rinse with triphala decoction, clove oil and peppermint. Triphala gargles are traditionally used to support healthy gums.',
    user_manual:
      'Rinse with 10–15 ml for 30 seconds after brushing, then spit out; do not swallow. Use twice a day. Store at room temperature with the cap closed. Not for children under 6.',
    rate: 189,
    weight: 300,
    stock: 19,
    art: {
      shape: 'bottle',
      base: '#5FA39A',
      accent: '#F1EBD6',
      leaf: '#4F8F45',
      background: '#DDEFEC',
    },
  },

  // ---- Essential & Massage Oils (18 %) ----
  {
    name: 'Lavender Massage Oil 200 ml',
    categoryKey: 'oils',
    description:
      'A light body oil of sweet almond and sesame oils with lavender essential oil. Made for slow, relaxing evening massages and traditionally used to help unwind before sleep.',
    user_manual:
      'Warm a little oil in your palms and massage into the skin with long strokes; leave on for 20–30 minutes before a warm bath, or overnight. Store away from sunlight. For external use only; contains almond oil — patch test first, and consult a physician before use during pregnancy.',
    rate: 449,
    weight: 255,
    stock: 47,
    art: {
      shape: 'bottle',
      base: '#8D7BC2',
      accent: '#EDE7F6',
      leaf: '#6F8F5A',
      background: '#ECE7F6',
    },
  },
  {
    name: 'Eucalyptus Essential Oil 15 ml',
    categoryKey: 'oils',
    description:
      'Steam-distilled oil from eucalyptus leaves, 100 % pure and undiluted. Traditionally added to steam inhalation and diffusers for a fresh, clearing aroma.',
    user_manual:
      'For steam, add 2–3 drops to a bowl of hot water and inhale with eyes closed. For a diffuser, 4–6 drops in water. Always dilute before applying to skin (2 drops in a teaspoon of carrier oil) and patch test. Do not swallow. Keep away from children and pets, and consult a physician during pregnancy.',
    rate: 299,
    weight: 60,
    stock: 88,
    art: {
      shape: 'dropper',
      base: '#2F5E6B',
      accent: '#BFD9D2',
      leaf: '#6E9E94',
      background: '#DFEDEC',
    },
  },
  {
    name: 'Kalonji Oil 100 ml',
    categoryKey: 'oils',
    description:
      'Cold-pressed oil from black cumin seeds (Nigella sativa). A household staple in many Indian homes, traditionally used for scalp and body massage.',
    user_manual:
      'Massage a few drops into the scalp or skin; for hair, leave for an hour before washing. Keep the cap tight and store in a cool, dark place. For external use only; patch test first as the oil is strong. Consult a physician before use during pregnancy.',
    rate: 349,
    weight: 150,
    stock: 61,
    art: {
      shape: 'bottle',
      base: '#2C2A26',
      accent: '#C9A24A',
      leaf: '#6A8A3A',
      background: '#EDE7DC',
    },
  },
  {
    name: 'Sesame Abhyanga Oil 500 ml',
    categoryKey: 'oils',
    description:
      'Cured black sesame oil infused with bala and ashwagandha following the Ayurvedic abhyanga tradition. Traditionally used for daily warm-oil self-massage to support supple skin and relaxed muscles.',
    user_manual:
      'Warm the bottle in hot water, apply generously from head to toe and massage for 10–15 minutes before a warm bath. Store at room temperature; the oil may thicken in winter. For external use only; patch test first and wipe up spills, as oil makes floors slippery.',
    rate: 549,
    weight: 580,
    stock: 34,
    art: {
      shape: 'bottle',
      base: '#C98A2E',
      accent: '#5A3418',
      leaf: '#7C9A3E',
      background: '#F6E8CF',
    },
  },
  {
    name: 'Lemongrass Essential Oil 15 ml',
    categoryKey: 'oils',
    description:
      'Pure steam-distilled oil of Kerala lemongrass with a bright, citrusy aroma. Traditionally used in diffusers and diluted massage blends to freshen a room and the mood.',
    user_manual:
      'Add 4–6 drops to a diffuser, or dilute 2 drops in a teaspoon of carrier oil before applying to skin. Patch test first; may irritate sensitive skin. Do not swallow, keep away from eyes, children and pets, and consult a physician during pregnancy.',
    rate: 249,
    weight: 60,
    stock: 2,
    art: {
      shape: 'dropper',
      base: '#8A6A1E',
      accent: '#C9D86A',
      leaf: '#9BBE3E',
      background: '#F2F3D6',
    },
  },
];
