import type { OptionGroupSeed, RestaurantSeed } from './types.ts';
import { artworkUrl } from './types.ts';

const pizzaOptions: OptionGroupSeed[] = [
  {
    name: 'Size',
    min: 1,
    max: 1,
    values: [
      { label: 'Regular 10"', isDefault: true },
      { label: 'Large 12"', price: 2.0 },
    ],
  },
  {
    name: 'Extra Toppings',
    min: 0,
    max: 3,
    values: [
      { label: 'Buffalo Mozzarella', price: 1.5 },
      { label: 'Chestnut Mushrooms', price: 0.8 },
      { label: 'Pepperoni', price: 1.2 },
      { label: 'Jalapeños', price: 0.7 },
      { label: 'Kalamata Olives', price: 0.7 },
      { label: 'Rocket', price: 0.5 },
    ],
  },
];

const burgerOptions: OptionGroupSeed[] = [
  {
    name: 'Sauces',
    min: 1,
    max: 2,
    values: [
      { label: 'House Burger Sauce', isDefault: true },
      { label: 'Ketchup' },
      { label: 'Smoky BBQ' },
      { label: 'Garlic Mayo' },
      { label: 'Chipotle Mayo', price: 0.5 },
    ],
  },
  {
    name: 'Add-ons',
    min: 0,
    max: 3,
    values: [
      { label: 'Extra Cheddar', price: 1.0 },
      { label: 'Streaky Bacon', price: 1.5 },
      { label: 'Fried Egg', price: 1.0 },
      { label: 'Caramelised Onions', price: 0.6 },
      { label: 'Extra Patty', price: 3.5 },
    ],
  },
];

const friesSize: OptionGroupSeed = {
  name: 'Portion',
  min: 1,
  max: 1,
  values: [{ label: 'Regular', isDefault: true }, { label: 'Large', price: 1.5 }],
};

const softDrinkSize: OptionGroupSeed = {
  name: 'Size',
  min: 1,
  max: 1,
  values: [{ label: 'Regular 330ml', isDefault: true }, { label: 'Large 500ml', price: 1.0 }],
};

const coffeeMilk: OptionGroupSeed = {
  name: 'Milk',
  min: 1,
  max: 1,
  values: [
    { label: 'Whole Milk', isDefault: true },
    { label: 'Semi-Skimmed' },
    { label: 'Oat Milk', price: 0.4 },
    { label: 'No Milk' },
  ],
};

const wineServing: OptionGroupSeed = {
  name: 'Serving',
  min: 1,
  max: 1,
  values: [
    { label: '175ml Glass', isDefault: true },
    { label: '250ml Glass', price: 2.5 },
    { label: 'Bottle', price: 19.0 },
  ],
};

const PIZZAS = ['Margherita', 'Pepperoni Inferno', 'Wild Mushroom & Truffle', 'Nduja & Hot Honey', 'Garden Verdure', 'Four Cheese'];

export const goldenFork: RestaurantSeed = {
  restaurant: {
    slug: 'golden-fork',
    name: 'The Golden Fork',
    description: 'Modern British cooking, wood-fired pizzas and proper burgers on Fleet Street since 2009.',
    customDomains: ['goldenfork.example', 'www.goldenfork.example'],
    currencyCode: 'GBP',
    currencySymbol: '£',
    timeZone: 'Europe/London',
    theme: {
      light: {
        primary: '#6a1b9a',
        onPrimary: '#ffffff',
        secondary: '#00897b',
        onSecondary: '#ffffff',
        accent: '#ffb300',
        background: '#ffffff',
        surface: '#fafafa',
        surfaceVariant: '#f3e5f5',
        text: '#1c1b1f',
        textMuted: '#5f5b66',
        border: '#e0dce5',
        error: '#d32f2f',
        info: '#0288d1',
        success: '#2e7d32',
        warning: '#ed6c02',
      },
      dark: {
        primary: '#6a1b9a',
        onPrimary: '#ffffff',
        secondary: '#00897b',
        onSecondary: '#ffffff',
        accent: '#ffd54f',
        background: '#121212',
        surface: '#1e1e1e',
        surfaceVariant: '#2a2330',
        text: '#ece6f0',
        textMuted: '#b3aab9',
        border: '#3a3340',
        error: '#ef5350',
        info: '#4fc3f7',
        success: '#66bb6a',
        warning: '#ffa726',
      },
    },
    themeSettings: { faviconUrl: artworkUrl('logo', 'The Golden Fork') },
    deliveryFeeMinor: 250,
    allowsCollection: true,
    paymentMethods: [
      { methodName: 'Cash on Delivery', isEnabled: true },
      { methodName: 'Online Payment', isEnabled: true },
    ],
    openingHours: {
      sunday: { open: '12:00', close: '21:00', isClosed: false },
      monday: { open: '00:00', close: '00:00', isClosed: true },
      tuesday: { open: '12:00', close: '22:30', isClosed: false },
      wednesday: { open: '12:00', close: '22:30', isClosed: false },
      thursday: { open: '12:00', close: '23:00', isClosed: false },
      friday: { open: '17:00', close: '01:00', isClosed: false },
      saturday: { open: '17:00', close: '01:00', isClosed: false },
    },
    contactPhone: '020 7946 0321',
    contactEmail: 'hello@goldenfork.example',
    addressStreet: '12 Fleet Street',
    addressCity: 'London',
    addressPostalCode: 'EC4Y 1AA',
    addressCountry: 'United Kingdom',
    latitude: 51.51396,
    longitude: -0.11008,
    socialLinks: {
      facebook: 'https://www.facebook.com/goldenforklondon',
      instagram: 'https://www.instagram.com/goldenforklondon',
      twitter: 'https://x.com/goldenforkldn',
    },
    aboutContent: {
      teaser: {
        imageUrl: artworkUrl('about', 'Our Kitchen on Fleet Street'),
        preHeading: 'Our Story',
        mainHeadline: 'Honest British food, cooked with care',
        introParagraph:
          'The Golden Fork began as a twelve-seat dining room above a Fleet Street print shop. Fifteen years on we still cook everything from scratch, every day, with produce from farms we know by name.',
        expandedParagraphs: [
          {
            icon: 'mdiLeaf',
            text: 'Our vegetables come from two family farms in Kent, picked the day before they reach the kitchen.',
          },
          {
            icon: 'mdiFire',
            text: 'Pizzas are baked in a wood-fired oven at 450°C from dough we rest for 48 hours.',
          },
          {
            icon: 'mdiFish',
            text: 'Fish arrives from Brixham and Newlyn day boats, and we only serve what the boats bring in.',
          },
        ],
      },
      fullPage: {
        pageTagline: 'Fifteen years of good food on Fleet Street',
        storySections: [
          {
            sectionType: 'text',
            heading: 'Where it started',
            paragraph:
              'In 2009 chef-owner Margaret Hale took over a tired café on Fleet Street with a second-hand range and a simple idea: cook the food Londoners actually want to eat, and cook it properly.',
          },
          {
            sectionType: 'image',
            imageUrl: artworkUrl('about', 'The Pass at Service'),
            altText: 'Chefs plating dishes at the pass during evening service',
          },
          {
            sectionType: 'text',
            heading: 'The people behind the pass',
            paragraph:
              'Our kitchen team of fourteen includes three chefs who started with us as apprentices. We train in-house, pay the London Living Wage and close on Mondays so everyone gets a proper weekend.',
          },
          {
            sectionType: 'image',
            imageUrl: artworkUrl('about', 'Wood-Fired Oven'),
            altText: 'The wood-fired pizza oven glowing in the open kitchen',
          },
          {
            sectionType: 'text',
            heading: 'Sourcing we are proud of',
            paragraph:
              'Beef is 28-day dry-aged from a Herefordshire herd, cheese comes from Neal’s Yard Dairy and our bread is baked each morning in Bermondsey. Menus change with the seasons, not with trends.',
          },
        ],
        missionStatement:
          'To serve generous, seasonal British food that is worth the trip, at prices that make it an everyday pleasure rather than a special occasion.',
        coreValues: [
          { title: 'Seasonal first', description: 'We cook what is at its best this week.', icon: 'mdiSprout' },
          { title: 'Made from scratch', description: 'Stocks, sauces, dough and desserts are all made here.', icon: 'mdiChefHat' },
          { title: 'Fair to our team', description: 'Living Wage, real training and sensible hours.', icon: 'mdiHandshake' },
          { title: 'Less waste', description: 'Nose-to-tail cooking and food surplus shared with local charities.', icon: 'mdiRecycle' },
        ],
      },
    },
    logoUrl: artworkUrl('logo', 'The Golden Fork'),
    coverImageUrl: artworkUrl('cover', 'The Golden Fork'),
    pointsPerCurrencyUnit: 1,
  },
  categories: [
    { name: 'Starters', description: 'Small plates to begin.' },
    { name: 'Mains', description: 'British classics and seasonal plates.' },
    { name: 'Pizzas', description: 'Wood-fired, 48-hour dough.' },
    { name: 'Burgers', description: 'Dry-aged beef and proper buns, served with fries.' },
    { name: 'Sides', description: 'For sharing, or not.' },
    { name: 'Desserts', description: 'Puddings made in-house every day.' },
    { name: 'Drinks', description: 'Soft drinks, hot drinks and wine.' },
  ],
  products: [
    // Starters
    { name: 'Soup of the Day', description: 'Ask your server, or trust the chef. Served with sourdough and salted butter.', price: 6.5, categories: ['Starters'], allergens: ['Gluten', 'Milk', 'Celery'], dietary: ['Vegetarian'] },
    { name: 'Prawn Cocktail', description: 'North Atlantic prawns, baby gem, Marie Rose sauce and brown bread.', price: 8.95, categories: ['Starters'], allergens: ['Crustaceans', 'Eggs', 'Gluten', 'Mustard'] },
    { name: 'Scotch Egg', description: 'Free-range egg with a soft yolk, pork and sage sausage meat, piccalilli.', price: 7.5, categories: ['Starters'], allergens: ['Eggs', 'Gluten', 'Mustard'] },
    { name: 'Chicken Wings', description: 'Crispy wings tossed in hot honey and chilli, spring onion, blue cheese dip.', price: 8.5, categories: ['Starters'], allergens: ['Milk', 'Celery'], dietary: ['Spicy'], options: [{ name: 'Heat', min: 1, max: 1, values: [{ label: 'Medium', isDefault: true }, { label: 'Hot' }, { label: 'Very Hot' }] }] },
    { name: 'Burrata & Heritage Tomatoes', description: 'Creamy burrata, Isle of Wight tomatoes, basil oil and toasted seeds.', price: 9.5, categories: ['Starters'], allergens: ['Milk'], dietary: ['Vegetarian', 'Gluten-Free'] },
    { name: 'Crispy Calamari', description: 'Lightly spiced squid, charred lemon and garlic aioli.', price: 8.75, categories: ['Starters'], allergens: ['Molluscs', 'Gluten', 'Eggs'] },
    // Mains
    { name: 'Beer-Battered Fish & Chips', description: 'Day-boat haddock in a crisp ale batter, triple-cooked chips, mushy peas and tartare sauce.', price: 16.5, categories: ['Mains'], allergens: ['Fish', 'Gluten', 'Eggs'], featured: true, options: [{ name: 'Portion', min: 1, max: 1, values: [{ label: 'Regular', isDefault: true }, { label: 'Large', price: 3.5 }] }, { name: 'Extras', min: 0, max: 2, values: [{ label: 'Curry Sauce', price: 1.0 }, { label: 'Pickled Onion', price: 0.6 }, { label: 'Extra Tartare', price: 0.5 }] }] },
    { name: '28-Day Aged Sirloin Steak', description: '10oz Herefordshire sirloin, confit tomato, watercress and chips.', price: 29.0, categories: ['Mains'], allergens: [], dietary: ['Gluten-Free'], featured: true, options: [{ name: 'Cooked To', min: 1, max: 1, values: [{ label: 'Rare' }, { label: 'Medium Rare', isDefault: true }, { label: 'Medium' }, { label: 'Well Done' }] }, { name: 'Sauce', min: 0, max: 1, values: [{ label: 'Peppercorn', price: 2.0 }, { label: 'Béarnaise', price: 2.0 }, { label: 'Garlic Butter', price: 1.5 }] }] },
    { name: 'Steak & Ale Pie', description: 'Slow-braised beef in London porter under a suet crust, mash and greens.', price: 18.0, categories: ['Mains'], allergens: ['Gluten', 'Milk', 'Celery', 'Sulphites'] },
    { name: 'Sunday Roast Chicken', description: 'Half a free-range chicken, roast potatoes, Yorkshire pudding, seasonal veg and gravy.', price: 21.0, categories: ['Mains'], allergens: ['Gluten', 'Eggs', 'Milk', 'Celery'], featured: true },
    { name: 'Beef Wellington', description: 'Fillet of beef, mushroom duxelles and prosciutto in puff pastry, red wine jus. Serves one.', price: 34.0, categories: ['Mains'], allergens: ['Gluten', 'Eggs', 'Milk', 'Sulphites'], available: false },
    { name: 'Pan-Roasted Salmon', description: 'Scottish salmon, crushed new potatoes, samphire and beurre blanc.', price: 22.5, categories: ['Mains'], allergens: ['Fish', 'Milk'], dietary: ['Gluten-Free'] },
    { name: 'Wild Mushroom Risotto', description: 'Arborio rice, wild mushrooms, aged parmesan and truffle oil.', price: 16.0, categories: ['Mains'], allergens: ['Milk'], dietary: ['Vegetarian', 'Gluten-Free'] },
    { name: 'Chickpea & Spinach Curry', description: 'Coconut and tomato curry, basmati rice and a crisp poppadom.', price: 14.5, categories: ['Mains'], allergens: ['Mustard'], dietary: ['Vegan', 'Gluten-Free', 'Spicy'] },
    { name: 'Seasonal Game Pie', description: 'Venison, pheasant and juniper under a hot-water crust. Back in the autumn.', price: 19.5, categories: ['Mains'], allergens: ['Gluten', 'Eggs', 'Celery'], active: false },
    // Pizzas
    { name: 'Margherita', description: 'San Marzano tomato, fior di latte, basil and extra virgin olive oil.', price: 11.0, categories: ['Pizzas'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'], featured: true, options: pizzaOptions },
    { name: 'Pepperoni Inferno', description: 'Double pepperoni, Calabrian chilli, mozzarella and hot honey.', price: 13.5, categories: ['Pizzas'], allergens: ['Gluten', 'Milk'], dietary: ['Spicy'], options: pizzaOptions },
    { name: 'Wild Mushroom & Truffle', description: 'White base, chestnut and wild mushrooms, taleggio, truffle oil and thyme.', price: 14.0, categories: ['Pizzas'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'], options: pizzaOptions },
    { name: 'Nduja & Hot Honey', description: 'Spicy nduja, ricotta, red onion and a drizzle of chilli honey.', price: 14.5, categories: ['Pizzas'], allergens: ['Gluten', 'Milk'], dietary: ['Spicy'], options: pizzaOptions },
    { name: 'Garden Verdure', description: 'Tomato, vegan mozzarella, courgette, peppers, red onion and basil pesto.', price: 12.5, categories: ['Pizzas'], allergens: ['Gluten', 'Nuts'], dietary: ['Vegan'], options: pizzaOptions },
    { name: 'Four Cheese', description: 'Mozzarella, gorgonzola, parmesan and Cornish Yarg on a white base.', price: 13.0, categories: ['Pizzas'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'], options: pizzaOptions },
    // Burgers
    { name: 'The Golden Burger', description: 'Two dry-aged beef patties, American cheese, pickles, onions and house sauce in a brioche bun. With fries.', price: 15.5, categories: ['Burgers'], allergens: ['Gluten', 'Milk', 'Eggs', 'Mustard', 'Sesame'], featured: true, options: burgerOptions },
    { name: 'Smokehouse BBQ Burger', description: 'Beef patty, smoked bacon, Monterey Jack, crispy onions and BBQ sauce. With fries.', price: 16.0, categories: ['Burgers'], allergens: ['Gluten', 'Milk', 'Eggs', 'Sesame'], options: burgerOptions },
    { name: 'Buttermilk Chicken Burger', description: 'Crispy buttermilk chicken thigh, slaw and sriracha mayo. With fries.', price: 14.5, categories: ['Burgers'], allergens: ['Gluten', 'Milk', 'Eggs'], dietary: ['Spicy'], options: burgerOptions },
    { name: 'Halloumi & Portobello Burger', description: 'Grilled halloumi, roasted portobello mushroom, red pepper relish. With fries.', price: 13.5, categories: ['Burgers'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'], options: burgerOptions },
    { name: 'Plant Power Burger', description: 'Plant-based patty, vegan cheese, lettuce, tomato and vegan mayo. With fries.', price: 14.0, categories: ['Burgers'], allergens: ['Gluten', 'Soya'], dietary: ['Vegan'], options: burgerOptions },
    { name: 'Lamb & Mint Burger', description: 'Spiced lamb patty, feta, mint yoghurt and pickled red onion. With fries.', price: 15.0, categories: ['Burgers'], allergens: ['Gluten', 'Milk'], options: burgerOptions },
    // Sides
    { name: 'Triple-Cooked Chips', description: 'Crisp outside, fluffy inside, sea salt.', price: 4.5, categories: ['Sides'], dietary: ['Vegan', 'Gluten-Free'], options: [friesSize] },
    { name: 'Sweet Potato Fries', description: 'With smoked paprika salt.', price: 5.0, categories: ['Sides'], dietary: ['Vegan', 'Gluten-Free'], options: [friesSize] },
    { name: 'Onion Rings', description: 'Beer-battered, with garlic mayo.', price: 4.5, categories: ['Sides'], allergens: ['Gluten', 'Eggs'], dietary: ['Vegetarian'] },
    { name: 'Truffle Mac & Cheese', description: 'Three cheeses, truffle oil, toasted crumb.', price: 6.5, categories: ['Sides'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'] },
    { name: 'House Salad', description: 'Mixed leaves, cucumber, radish and mustard dressing.', price: 4.0, categories: ['Sides'], allergens: ['Mustard'], dietary: ['Vegan', 'Gluten-Free'] },
    { name: 'Garlic Bread', description: 'Wood-fired flatbread, garlic butter and parsley.', price: 4.75, categories: ['Sides'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'], options: [{ name: 'Make It Cheesy', min: 0, max: 1, values: [{ label: 'Add Mozzarella', price: 1.0 }] }] },
    // Desserts
    { name: 'Sticky Toffee Pudding', description: 'Warm date sponge, toffee sauce.', price: 7.5, categories: ['Desserts'], allergens: ['Gluten', 'Milk', 'Eggs'], dietary: ['Vegetarian'], featured: true, options: [{ name: 'Serve With', min: 1, max: 1, values: [{ label: 'Custard', isDefault: true }, { label: 'Vanilla Ice Cream' }, { label: 'Clotted Cream', price: 0.5 }] }] },
    { name: 'Eton Mess', description: 'Strawberries, crushed meringue and Chantilly cream.', price: 7.0, categories: ['Desserts'], allergens: ['Milk', 'Eggs'], dietary: ['Vegetarian', 'Gluten-Free'] },
    { name: 'Chocolate Fondant', description: 'Molten centre, salted caramel ice cream. Allow 12 minutes.', price: 8.0, categories: ['Desserts'], allergens: ['Gluten', 'Milk', 'Eggs'], dietary: ['Vegetarian'] },
    { name: 'Apple & Blackberry Crumble', description: 'Bramley apples, blackberries, oat crumble and custard.', price: 7.0, categories: ['Desserts'], allergens: ['Gluten', 'Milk', 'Eggs'], dietary: ['Vegetarian'] },
    { name: 'Lemon Posset', description: 'Set lemon cream with shortbread.', price: 6.5, categories: ['Desserts'], allergens: ['Gluten', 'Milk'], dietary: ['Vegetarian'] },
    { name: 'Sorbet Selection', description: 'Three scoops: raspberry, mango and lemon.', price: 5.5, categories: ['Desserts'], dietary: ['Vegan', 'Gluten-Free'] },
    // Drinks
    { name: 'Coca-Cola', description: 'Classic or Zero, served chilled.', price: 3.0, categories: ['Drinks'], dietary: ['Vegan', 'Gluten-Free'], options: [softDrinkSize, { name: 'Type', min: 1, max: 1, values: [{ label: 'Classic', isDefault: true }, { label: 'Zero Sugar' }] }] },
    { name: 'Homemade Lemonade', description: 'Fresh lemons, a little mint, sparkling water.', price: 3.75, categories: ['Drinks'], dietary: ['Vegan', 'Gluten-Free'], options: [softDrinkSize] },
    { name: 'Elderflower Pressé', description: 'Belvoir Farm elderflower, lightly sparkling.', price: 3.5, categories: ['Drinks'], dietary: ['Vegan', 'Gluten-Free'] },
    { name: 'London Pride Ale', description: "Fuller's London Pride, 500ml bottle. 4.7% ABV.", price: 5.5, categories: ['Drinks'], allergens: ['Gluten'], dietary: ['Vegan'] },
    { name: 'House Red Wine', description: 'Montepulciano d’Abruzzo, soft and fruity.', price: 6.5, categories: ['Drinks'], allergens: ['Sulphites'], dietary: ['Vegan'], options: [wineServing] },
    { name: 'Flat White', description: 'Double ristretto with silky steamed milk.', price: 3.3, categories: ['Drinks'], allergens: ['Milk'], dietary: ['Vegetarian'], options: [coffeeMilk] },
    { name: 'English Breakfast Tea', description: 'A proper pot, with milk on the side.', price: 2.8, categories: ['Drinks'], allergens: ['Milk'], dietary: ['Vegetarian'] },
  ],
  highlights: [
    {
      title: 'Friday Nights Until 1am',
      subtitle: 'Late pizzas and burgers every Friday and Saturday',
      imageUrl: artworkUrl('highlight', 'Late Nights at The Golden Fork'),
      linkUrl: '/menu',
      linkText: 'See the Menu',
      buttonColor: '#ffb300',
      buttonTextColor: '#1c1b1f',
      overlayColor: 'rgba(26, 10, 40, 0.45)',
      textColor: '#ffffff',
      animationHint: 'fade-up',
    },
    {
      title: 'Fresh From Our Kitchen',
      subtitle: 'Everything made from scratch, every day',
      imageUrl: '/api/v1/media/highlight-kitchen.mp4',
      linkUrl: '/about',
      linkText: 'Our Story',
      buttonColor: '#00897b',
      buttonTextColor: '#ffffff',
      overlayColor: 'rgba(0, 0, 0, 0.35)',
      textColor: '#ffffff',
      animationHint: 'zoom-in',
    },
    {
      title: 'Pizza Tuesday: 20% Off',
      subtitle: 'Selected wood-fired pizzas, all day on Tuesdays',
      imageUrl: artworkUrl('highlight', 'Wood-Fired Pizza Tuesday'),
      linkUrl: '/menu',
      linkText: 'Order Now',
      buttonColor: '#6a1b9a',
      buttonTextColor: '#ffffff',
      overlayColor: 'rgba(0, 0, 0, 0.3)',
      textColor: '#ffffff',
      animationHint: 'slide-in-left',
    },
  ],
  promotions: [
    {
      name: 'Welcome Offer',
      description: '10% off your first order with us.',
      type: 'PercentageDiscountOrder',
      discountValue: 10,
      couponCode: 'WELCOME10',
      usageLimitPerUser: 1,
    },
    {
      name: 'Free Delivery',
      description: 'Free delivery on orders over £25.',
      type: 'FreeShipping',
      discountValue: 0,
      minOrderValue: 25,
    },
    {
      name: 'Pizza Tuesday',
      description: '20% off selected wood-fired pizzas.',
      type: 'PercentageDiscountProduct',
      discountValue: 20,
      applicableProducts: PIZZAS.slice(0, 4),
    },
    {
      name: '£5 Off Reward',
      description: 'Redeem 100 points for £5 off your order.',
      type: 'FixedAmountDiscountOrder',
      discountValue: 5,
      pointsCost: 100,
    },
  ],
};
