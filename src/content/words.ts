import { z } from "zod";
import { plainText } from "./primitives.ts";

/**
 * The words the engine itself shows (controls, states, errors), one table per language in
 * that language's site.yaml under `words:`. The defaults are the English table; a
 * translation must write every key (translation-files.ts checks), so one it misses fails
 * the build at its file and line instead of showing English to its readers.
 */
const word = (description: string, english: string) => plainText.default(english).describe(`${description} Default: "${english}".`);

/** Each word by key, with its English default. */
export const wordFields = {
    skipLink: word('The first link a keyboard user meets, to jump past the header, e.g. "Skip to content".', "Skip to content"),
    homeLink: word('What screen readers say for the logo, which leads home. {brand} becomes the brand and tagline, e.g. "{brand}, home".', "{brand}, home"),
    mainNavigation: word('The name screen readers give the header\'s links, e.g. "Main".', "Main"),
    menuNavigation: word('The name screen readers give the phone menu, e.g. "Main menu".', "Main menu"),
    openMenu: word('The phone menu button while the menu is closed, e.g. "Open menu".', "Open menu"),
    closeMenu: word('The phone menu button while the menu is open, e.g. "Close menu".', "Close menu"),
    languages: word('The name screen readers give the language switch, e.g. "Language".', "Language"),
    socialLinks: word('The name screen readers give the row of social icons, e.g. "Social media".', "Social media"),
    newTab: word('Added, for screen readers, to links that open in a new tab, e.g. "(opens in a new tab)".', "(opens in a new tab)"),
    pageFailedTitle: word('The heading when a page cannot load, e.g. "This page couldn\'t load".', "This page couldn't load"),
    pageFailedText: word('The line under it, e.g. "Check your connection and try again."', "Check your connection and try again."),
    tryAgain: word('The button that loads the page again, e.g. "Try again".', "Try again"),
    playVideo: word('The button that plays a paused background video, e.g. "Play background video".', "Play background video"),
    pauseVideo: word('The button that pauses a background video, e.g. "Pause background video".', "Pause background video"),
    step: word('Read by screen readers before each step of a process. {number} becomes its number, e.g. "Step {number}:".', "Step {number}:"),
    listSeparator: word('The comma between a person\'s role and company under a quotation, in this language\'s punctuation, e.g. "," (Arabic: "،"); a space follows it.', ","),
    rating: word('What screen readers say for a testimonial\'s stars. {rating} and {max} become figures, e.g. "Rated {rating} out of {max}".', "Rated {rating} out of {max}"),
    untranslated: word('The notice over a page not yet translated into this language, shown in this language, e.g. "This page is not yet available in English; it is shown in Arabic."', "This page is not yet available in English, so it is shown in its original language."),
    formSending: word('The send button while a message is on its way, e.g. "Sending…".', "Sending…"),
    formSelect: word('The first line of a list of choices that names none of its own, e.g. "Select an option".', "Select an option"),
    formHoneypot: word('The label of a hidden field only robots fill in; people never see it, e.g. "Leave this field empty".', "Leave this field empty"),
    formWriteToUs: word('Offered beside a failure, before the company\'s email address, e.g. "Or write to us at".', "Or write to us at"),
    formNeedsAnswer: word('Shown at a required field left empty, e.g. "This field needs an answer."', "This field needs an answer."),
    formEnterName: word('Shown at an empty name field, e.g. "Enter your name."', "Enter your name."),
    formWriteMessage: word('Shown at an empty message field, e.g. "Write a message."', "Write a message."),
    formEmailShape: word('Shown at an email address that isn\'t one, e.g. "Enter an email address like name@example.com."', "Enter an email address like name@example.com."),
    formChooseOption: word('Shown at a list where nothing offered was chosen, e.g. "Choose one of the listed options."', "Choose one of the listed options."),
    formTooLong: word('Shown at an answer over its length. {limit} and {count} become figures, e.g. "Use {limit} characters or fewer here (this has {count})."', "Use {limit} characters or fewer here (this has {count})."),
    formOffline: word('Why a message was not sent: the visitor is offline, e.g. "You\'re offline, so your message wasn\'t sent."', "You're offline, so your message wasn't sent."),
    formOfflineTodo: word('What to do about it, e.g. "Everything you wrote is still here: send it again once you\'re back online."', "Everything you wrote is still here: send it again once you're back online."),
    formUnreachable: word('Why: the message could not reach the company, e.g. "Your message couldn\'t reach us."', "Your message couldn't reach us."),
    formUnreachableTodo: word('What to do, e.g. "Everything you wrote is still here: check your connection and try again."', "Everything you wrote is still here: check your connection and try again."),
    formTimeout: word('Why: no answer within 10 seconds, e.g. "We got no answer within 10 seconds, so your message may not have arrived."', "We got no answer within 10 seconds, so your message may not have arrived."),
    formTimeoutTodo: word("What to do, e.g. \"Everything you wrote is still here: try again. If it did arrive, the same message won't reach us twice.\"", "Everything you wrote is still here: try again. If it did arrive, the same message won't reach us twice; if you change it first, we'll get both versions."),
    formServer: word('Why: a fault on the company\'s side, e.g. "Something went wrong on our side, and your message wasn\'t sent."', "Something went wrong on our side, and your message wasn't sent."),
    formServerTodo: word('What to do, e.g. "Everything you wrote is still here: try again in a minute."', "Everything you wrote is still here: try again in a minute."),
    formBusy: word('Why: too many messages in a short time, e.g. "We\'ve had too many messages in a short time, so this one wasn\'t accepted."', "We've had too many messages in a short time, from your connection or from everyone, so this one wasn't accepted."),
    formBusyTodo: word('What to do, e.g. "Everything you wrote is still here: try again later."', "Everything you wrote is still here: try again later."),
    formRefused: word('Why: an answer was refused, e.g. "One of your answers wasn\'t accepted."', "One of your answers wasn't accepted."),
    listingFilters: word('The name screen readers give a listing\'s filters, e.g. "Filters".', "Filters"),
    entryTags: word('The heading over an entry\'s or a listing\'s tags, e.g. "Topics".', "Topics"),
    tagFilter: word('What a tag\'s listing shows above its entries. {tag} becomes the tag, e.g. "Topic: {tag}".', "Topic: {tag}"),
    listingNewer: word('The link to the listing page before this one, e.g. "Newer".', "Newer"),
    listingOlder: word('The link to the listing page after this one, e.g. "Older".', "Older"),
    listingPages: word('The name screen readers give a listing\'s page links, e.g. "Pages".', "Pages"),
    listingPageOf: word('Where a listing page stands. {page} and {pages} become figures, e.g. "Page {page} of {pages}".', "Page {page} of {pages}"),
    listingEmpty: word('A listing with no entry yet, e.g. "Nothing has been published here yet."', "Nothing has been published here yet."),
    listingFeeds: word('The feeds\' link words on a listing, e.g. "Follow by feed".', "Follow by feed"),
    listingCalendar: word('The link to a listing\'s calendar feed, for a calendar app to subscribe to, e.g. "Subscribe in your calendar".', "Subscribe in your calendar"),
    entryDraft: word('The mark on an entry a preview shows but the live site does not, e.g. "Draft".', "Draft"),
    entryScheduled: word('The mark on an entry dated in the future, in a preview. {date} becomes its date and time, e.g. "Scheduled for {date}".', "Scheduled for {date}"),
    entryUpdated: word('Beside an entry\'s date when it changed later. {date} becomes that date, e.g. "Updated {date}".', "Updated {date}"),
    entryDocuments: word('The heading over an entry\'s documents, e.g. "Documents".', "Documents"),
    addToCalendar: word('The button that saves an event to the visitor\'s calendar, e.g. "Add to calendar".', "Add to calendar"),
    searchOpen: word('The header button that opens search, e.g. "Search".', "Search"),
    searchLabel: word('The search field\'s label, e.g. "Search the site".', "Search the site"),
    searchClear: word('The button that empties the search field, e.g. "Clear search".', "Clear search"),
    searchClose: word('The button that closes search opened over a page, e.g. "Close search".', "Close search"),
    searchPage: word('The section a result that is a page (not a news entry) comes from, e.g. "Page".', "Page"),
    searchSections: word('The name of the filter by section, e.g. "Section".', "Section"),
    searchAll: word('The filter that shows results from every section or topic, e.g. "All".', "All"),
    searchCountZero: word('How many results, when none, in languages with a form for zero. {count} becomes the figure, e.g. "{count} results".', "{count} results"),
    searchCountOne: word('How many results, for one, e.g. "{count} result".', "{count} result"),
    searchCountTwo: word('How many results, for two, in languages with a dual, e.g. "{count} results".', "{count} results"),
    searchCountFew: word('How many results, for a few, in languages with that form (Arabic: 3 to 10), e.g. "{count} results".', "{count} results"),
    searchCountMany: word('How many results, for many, in languages with that form (Arabic: 11 to 99), e.g. "{count} results".', "{count} results"),
    searchCountOther: word('How many results, any other number, e.g. "{count} results".', "{count} results"),
    searchNothing: word('Shown when nothing matches. {query} becomes the words searched, e.g. "Nothing matches “{query}”. Try other words, or browse:".', "Nothing matches “{query}”. Try other words, or browse:"),
    searchSearching: word('Shown while the first results load, e.g. "Searching…".', "Searching…"),
    searchFailed: word('Shown when search cannot load, e.g. "Search couldn\'t load. Check your connection and try again."', "Search couldn't load. Check your connection and try again."),
    searchNeedsScript: word('The search page without JavaScript, e.g. "Search needs JavaScript, which is off in this browser. You can browse instead:".', "Search needs JavaScript, which is off in this browser. You can browse instead:"),
    searchSitemap: word('The link to the list of every page, e.g. "Site map".', "Site map"),
    formRefusedTodo: word('What to do, e.g. "Correct the field marked above, then send again."', "Correct the field marked above, then send again."),
};

export const wordsSchema = z
  .strictObject(wordFields)
  .prefault({})
  .describe("The words the site's own controls, states and errors show, in this file's language. English may leave any out (its default is used); every other language writes them all.");

export type Words = z.output<typeof wordsSchema>;
export type WordKey = keyof Words;


/** Words the build writes into collections' pages (src/validation/collections/pages.ts) and search's marks: the browser never reads them from the table. */
export const buildOnlyWordKeys: readonly WordKey[] = ["tagFilter", "entryDraft", "entryScheduled", "addToCalendar", "searchPage"];

/**
 * The words of the search panel beyond the header's (its button, the field's label and the
 * message when search cannot load, which every page carries): the search page carries them as
 * its block's words; search opened from the header reads them from the index's folder
 * (scripts/search/), fetched only when opened.
 */
export const searchPanelWordKeys: readonly WordKey[] = [
  "searchClear", "searchSections", "searchAll", "searchCountZero", "searchCountOne", "searchCountTwo", "searchCountFew", "searchCountMany", "searchCountOther",
  "searchNothing", "searchSearching", "searchNeedsScript", "searchSitemap", "entryTags",
];

/**
 * Words only a block that loads on demand shows: they travel with the pages that have the
 * block (scripts/content/bundle.ts), not with every page's header and footer.
 */
export const blockWordKeys: Partial<Record<string, readonly WordKey[]>> = {
  form: [
    "formSending", "formSelect", "formHoneypot", "formWriteToUs", "formNeedsAnswer", "formEnterName", "formWriteMessage", "formEmailShape", "formChooseOption", "formTooLong",
    "formOffline", "formOfflineTodo", "formUnreachable", "formUnreachableTodo", "formTimeout", "formTimeoutTodo", "formServer", "formServerTodo", "formBusy", "formBusyTodo", "formRefused", "formRefusedTodo",
  ],
  testimonials: ["rating", "listSeparator"],
  latest: ["listingEmpty"],
  listing: ["listingFilters", "entryTags", "listingPages", "listingNewer", "listingOlder", "listingPageOf", "listingFeeds", "listingCalendar"],
  article: ["entryUpdated", "entryDocuments", "entryTags"],
  search: searchPanelWordKeys,
};
