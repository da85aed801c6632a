/** The contact page's sections the form area's rail scrolls to (their own module, so the page can name them without loading the forms). */
export const CONTACT_INFO_ID = "contactContainer";
export const MAPS_ID = "mapContainer";
