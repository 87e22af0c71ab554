/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name: ((inputs?: Shell_Language_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label: ((inputs?: Shell_Language_Switch_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint: ((inputs?: Shell_Language_Switch_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty: ((inputs?: Shell_Cart_Label_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Label_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {count} item" |
* | "other" | "Cart, {count} items" |
*
* @param {Shell_Cart_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label: ((inputs: Shell_Cart_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop: ((inputs?: Shell_Footer_ShopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ShopInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help: ((inputs?: Shell_Footer_HelpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_HelpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq: ((inputs?: Shell_Footer_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact: ((inputs?: Shell_Footer_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches: ((inputs?: Shell_Footer_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit: ((inputs?: Shell_Footer_Cover_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Cover_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company: ((inputs?: Shell_Footer_CompanyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CompanyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach: ((inputs?: Shell_Footer_Our_ApproachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Our_ApproachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements: ((inputs?: Shell_Footer_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers: ((inputs?: Shell_Footer_CareersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CareersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site: ((inputs?: Shell_Footer_External_SiteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_External_SiteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account: ((inputs?: Shell_Footer_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account: ((inputs?: Shell_Footer_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account: ((inputs?: Shell_Footer_Create_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Create_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in: ((inputs?: Shell_Footer_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies: ((inputs?: Shell_Footer_PoliciesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PoliciesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy: ((inputs?: Shell_Footer_PrivacyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PrivacyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms: ((inputs?: Shell_Footer_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy: ((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright: ((inputs?: Shell_Footer_CopyrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CopyrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social: ((inputs?: Shell_Footer_SocialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SocialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language: ((inputs?: Shell_Footer_LanguageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_LanguageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home: ((inputs?: Shell_Header_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Header_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title: ((inputs?: Shell_Menu_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close: ((inputs?: Shell_Menu_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main: ((inputs?: Shell_Menu_MainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_MainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account: ((inputs?: Shell_Menu_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in: ((inputs?: Shell_Menu_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq: ((inputs?: Shell_Menu_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact: ((inputs?: Shell_Menu_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out: ((inputs?: Shell_Menu_Sign_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back: ((inputs?: Shell_Menu_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all: ((inputs: Shell_Menu_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge: ((inputs?: Shell_Sale_BadgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sale_BadgeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand: ((inputs?: Shell_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi, {name}" |
*
* @param {Shell_Account_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_greeting: ((inputs: Shell_Account_GreetingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_GreetingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_my_account: ((inputs?: Shell_Account_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Account_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_sign_in: ((inputs?: Shell_Account_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your cart" |
*
* @param {Shell_Cart_Popup_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_added: ((inputs?: Shell_Cart_Popup_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not added to your cart" |
*
* @param {Shell_Cart_Popup_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_not_added: ((inputs?: Shell_Cart_Popup_Not_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Not_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart cleared" |
*
* @param {Shell_Cart_Popup_ClearedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared: ((inputs?: Shell_Cart_Popup_ClearedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_ClearedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart and return cart are now empty." |
*
* @param {Shell_Cart_Popup_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared_text: ((inputs?: Shell_Cart_Popup_Cleared_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Cleared_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Shell_Cart_Popup_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_add_error: ((inputs?: Shell_Cart_Popup_Add_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Add_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}." |
*
* @param {Shell_Cart_Popup_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_item: ((inputs: Shell_Cart_Popup_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} item in your cart." |
* | "other" | "You have {count} items in your cart." |
*
* @param {Shell_Cart_Popup_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_count: ((inputs: Shell_Cart_Popup_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Shell_Cart_Popup_View_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_view_cart: ((inputs?: Shell_Cart_Popup_View_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_View_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shell_Cart_Popup_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_checkout: ((inputs?: Shell_Cart_Popup_CheckoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_CheckoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop by category" |
*
* @param {Shell_Category_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_category_menu_label: ((inputs?: Shell_Category_Menu_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Category_Menu_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final liquidation sale: 85% off everything." |
*
* @param {Shell_Liquidation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_title: ((inputs?: Shell_Liquidation_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, from our warehouse in Mississauga, Ontario." |
*
* @param {Shell_Liquidation_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_pickup: ((inputs?: Shell_Liquidation_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the sale policy" |
*
* @param {Shell_Liquidation_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_policy_link: ((inputs?: Shell_Liquidation_Policy_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_Policy_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Shell_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_title: ((inputs?: Shell_Location_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from our {city} depot, so there is no city to choose." |
*
* @param {Shell_Location_Pinned_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_city: ((inputs: Shell_Location_Pinned_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from one depot." |
*
* @param {Shell_Location_PinnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned: ((inputs?: Shell_Location_PinnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_PinnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop from {city}" |
*
* @param {Shell_Location_Shop_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_shop_from: ((inputs: Shell_Location_Shop_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Shop_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Shell_Location_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_continue: ((inputs?: Shell_Location_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and availability are those of the {city}, {province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_city: ((inputs: Shell_Location_Pinned_Prices_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_Prices_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_default: ((inputs?: Shell_Location_Pinned_Prices_DefaultInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_Prices_DefaultInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours." |
*
* @param {Shell_Location_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_description: ((inputs?: Shell_Location_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You are shopping in {city}, {province}." |
*
* @param {Shell_Location_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_current: ((inputs: Shell_Location_CurrentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_CurrentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Shell_Location_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_select_city: ((inputs?: Shell_Location_Select_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Select_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Shell_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_button: ((inputs?: Shell_Location_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can't find the page you're looking for" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title: ((inputs?: Shell_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_page_title: ((inputs?: Shell_Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping." |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text: ((inputs?: Shell_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms to shop" |
*
* @param {Shell_Not_Found_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_rooms: ((inputs?: Shell_Not_Found_RoomsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_RoomsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link: ((inputs?: Shell_Home_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Home_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% off all furniture" |
*
* @param {Shell_Promo_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_sale: ((inputs?: Shell_Promo_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Shell_Promo_Made_In_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_made_in_canada: ((inputs?: Shell_Promo_Made_In_CanadaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_Made_In_CanadaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered and assembled by our own crew" |
*
* @param {Shell_Promo_Own_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_own_crew: ((inputs?: Shell_Promo_Own_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_Own_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing Information Update Required! Click Here to Update." |
*
* @param {Shell_Billing_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_billing_alert: ((inputs?: Shell_Billing_AlertInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Billing_AlertInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Popular categories" |
*
* @param {Shell_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_links_label: ((inputs?: Shell_Quick_Links_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Links_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Shell_Quick_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sofas: ((inputs?: Shell_Quick_SofasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_SofasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Shell_Quick_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sectionals: ((inputs?: Shell_Quick_SectionalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_SectionalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Shell_Quick_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_lounge_chairs: ((inputs?: Shell_Quick_Lounge_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Lounge_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Shell_Quick_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_loveseats: ((inputs?: Shell_Quick_LoveseatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_LoveseatsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Shell_Quick_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_coffee_tables: ((inputs?: Shell_Quick_Coffee_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Coffee_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Shell_Quick_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_end_tables: ((inputs?: Shell_Quick_End_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_End_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Shell_Quick_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_tables: ((inputs?: Shell_Quick_Dining_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Dining_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Shell_Quick_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_chairs: ((inputs?: Shell_Quick_Dining_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Dining_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Shell_Quick_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_beds: ((inputs?: Shell_Quick_BedsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_BedsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search: ((inputs?: Shell_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close search" |
*
* @param {Shell_Search_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_close: ((inputs?: Shell_Search_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Search_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Press Enter to see results." |
*
* @param {Shell_Search_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_hint: ((inputs?: Shell_Search_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Search_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_title: ((inputs?: Shell_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment." |
*
* @param {Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text: ((inputs?: Shell_Error_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing." |
*
* @param {Shell_Error_Text_UnreportedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text_unreported: ((inputs?: Shell_Error_Text_UnreportedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_Text_UnreportedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_retry: ((inputs?: Shell_Error_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content: ((inputs?: Shell_Skip_To_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Shell_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back: ((inputs?: Shell_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Address" |
*
* @param {Shell_Back_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_address: ((inputs?: Shell_Back_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Products" |
*
* @param {Shell_Back_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_products: ((inputs?: Shell_Back_My_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_My_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Shell_Back_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_account: ((inputs?: Shell_Back_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browser not supported" |
*
* @param {Shell_Unsupported_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_page_title: ((inputs?: Shell_Unsupported_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please update your browser" |
*
* @param {Shell_Unsupported_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_heading: ((inputs?: Shell_Unsupported_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We apologize our site does not support your browser." |
*
* @param {Shell_Unsupported_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_text: ((inputs?: Shell_Unsupported_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:" |
*
* @param {Shell_Unsupported_FeaturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_features: ((inputs?: Shell_Unsupported_FeaturesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_FeaturesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you would rather shop by phone, our customer care team can help at" |
*
* @param {Shell_Unsupported_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_phone: ((inputs?: Shell_Unsupported_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Shell_Version_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_title: ((inputs?: Shell_Version_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Version_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Release" |
*
* @param {Shell_Version_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_release: ((inputs?: Shell_Version_ReleaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Version_ReleaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Shell_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ab: ((inputs?: Shell_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Shell_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_bc: ((inputs?: Shell_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Shell_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_mb: ((inputs?: Shell_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Shell_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nb: ((inputs?: Shell_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Shell_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nl: ((inputs?: Shell_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Shell_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ns: ((inputs?: Shell_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Shell_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nt: ((inputs?: Shell_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Shell_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nu: ((inputs?: Shell_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Shell_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_on: ((inputs?: Shell_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Shell_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_pe: ((inputs?: Shell_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Shell_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_qc: ((inputs?: Shell_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Shell_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_sk: ((inputs?: Shell_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Shell_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_yt: ((inputs?: Shell_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_close: ((inputs?: Ui_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss: ((inputs?: Ui_DismissInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_DismissInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notifications: ((inputs?: Ui_NotificationsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notification" |
*
* @param {Ui_NotificationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notification: ((inputs?: Ui_NotificationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading: ((inputs?: Ui_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading please wait..." |
*
* @param {Ui_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading_wait: ((inputs?: Ui_Loading_WaitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Loading_WaitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Ui_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_on_this_page: ((inputs?: Ui_On_This_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_On_This_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Ui_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_breadcrumb: ((inputs?: Ui_BreadcrumbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_BreadcrumbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Ui_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_pages: ((inputs?: Ui_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Ui_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_page: ((inputs?: Ui_Previous_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Previous_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Ui_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous: ((inputs?: Ui_PreviousInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_PreviousInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Ui_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_page: ((inputs?: Ui_Next_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Next_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next: ((inputs?: Ui_NextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Ui_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_page_number: ((inputs: Ui_Page_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Page_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_try_again: ((inputs?: Ui_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Ui_Previous_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_image: ((inputs?: Ui_Previous_ImageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Previous_ImageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Ui_Next_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_image: ((inputs?: Ui_Next_ImageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Next_ImageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ui_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_show: ((inputs?: Ui_Password_ShowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_ShowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Ui_Password_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_hide: ((inputs?: Ui_Password_HideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_HideInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "password" |
*
* @param {Ui_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_subject: ((inputs?: Ui_Password_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Ui_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_final_sale: ((inputs?: Ui_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Ui_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_or_from: ((inputs?: Ui_Or_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Or_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "More pictures" |
*
* @param {Ui_Gallery_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_more: ((inputs?: Ui_Gallery_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View {name} full screen" |
*
* @param {Ui_Gallery_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_full_screen: ((inputs: Ui_Gallery_Full_ScreenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_Full_ScreenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View picture {number} of {total}: {name}" |
*
* @param {Ui_Gallery_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_picture: ((inputs: Ui_Gallery_PictureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_PictureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Play promotions" |
*
* @param {Ui_Promo_PlayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_play: ((inputs?: Ui_Promo_PlayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Promo_PlayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pause promotions" |
*
* @param {Ui_Promo_PauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_pause: ((inputs?: Ui_Promo_PauseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Promo_PauseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Ui_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_rating: ((inputs: Ui_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Ui_StarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_stars: ((inputs: Ui_StarsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_StarsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Ui_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_reviews: ((inputs: Ui_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search furniture" |
*
* @param {Ui_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_label: ((inputs?: Ui_Search_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas, oak, velvet…" |
*
* @param {Ui_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_placeholder: ((inputs?: Ui_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Ui_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_submit: ((inputs?: Ui_Search_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Ui_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_unavailable: ((inputs?: Ui_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Ui_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_label: ((inputs?: Ui_Address_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Ui_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_first_name: ((inputs?: Ui_Address_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Ui_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_last_name: ((inputs?: Ui_Address_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Ui_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone: ((inputs?: Ui_Address_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the delivery crew" |
*
* @param {Ui_Address_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone_hint: ((inputs?: Ui_Address_Phone_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Phone_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Ui_Address_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_street: ((inputs?: Ui_Address_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Ui_Address_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_unit: ((inputs?: Ui_Address_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Ui_Address_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_city: ((inputs?: Ui_Address_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province" |
*
* @param {Ui_Address_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province: ((inputs?: Ui_Address_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a province" |
*
* @param {Ui_Address_Province_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province_placeholder: ((inputs?: Ui_Address_Province_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Province_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Ui_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code: ((inputs?: Ui_Address_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like A1A 1A1" |
*
* @param {Ui_Address_Postal_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code_hint: ((inputs?: Ui_Address_Postal_Code_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Postal_Code_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Building type" |
*
* @param {Ui_Address_Building_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_building_type: ((inputs?: Ui_Address_Building_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Building_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Ui_Address_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_choose_one: ((inputs?: Ui_Address_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "House" |
*
* @param {Ui_Address_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_house: ((inputs?: Ui_Address_HouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_HouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Ui_Address_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_apartment: ((inputs?: Ui_Address_ApartmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ApartmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Ui_Address_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_condo: ((inputs?: Ui_Address_CondoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_CondoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Ui_Address_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_townhouse: ((inputs?: Ui_Address_TownhouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_TownhouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Ui_Address_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_office: ((inputs?: Ui_Address_OfficeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_OfficeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Ui_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_floor: ((inputs?: Ui_Address_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buzzer" |
*
* @param {Ui_Address_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_buzzer: ((inputs?: Ui_Address_BuzzerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_BuzzerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receiving hours" |
*
* @param {Ui_Address_Receiving_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours: ((inputs?: Ui_Address_Receiving_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Receiving_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When someone can let the crew in" |
*
* @param {Ui_Address_Receiving_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours_hint: ((inputs?: Ui_Address_Receiving_Hours_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Receiving_Hours_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Elevator access" |
*
* @param {Ui_Address_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_elevator: ((inputs?: Ui_Address_ElevatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ElevatorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading dock door" |
*
* @param {Ui_Address_Dock_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_dock_door: ((inputs?: Ui_Address_Dock_DoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Dock_DoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make this my main address" |
*
* @param {Ui_Address_PrimaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_primary: ((inputs?: Ui_Address_PrimaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_PrimaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery instructions" |
*
* @param {Ui_Address_InstructionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_instructions: ((inputs?: Ui_Address_InstructionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_InstructionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving the address" |
*
* @param {Ui_Address_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_saving: ((inputs?: Ui_Address_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Ui_Card_ProcessorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_processor: ((inputs?: Ui_Card_ProcessorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ProcessorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Ui_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_name: ((inputs?: Ui_Card_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Ui_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_number: ((inputs?: Ui_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Ui_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry: ((inputs?: Ui_Card_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Ui_Card_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry_placeholder: ((inputs?: Ui_Card_Expiry_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Expiry_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Ui_Card_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_security_code: ((inputs?: Ui_Card_Security_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Security_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Cart_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_checkout: ((inputs?: Cart_CheckoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_CheckoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Cart_Blocked_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_no_city: ((inputs?: Cart_Blocked_No_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_No_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking prices before checkout…" |
*
* @param {Cart_Blocked_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_updating: ((inputs?: Cart_Blocked_UpdatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_UpdatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart: try again first" |
*
* @param {Cart_Blocked_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_failed: ((inputs?: Cart_Blocked_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the items that can't be ordered first" |
*
* @param {Cart_Blocked_Line_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_line_errors: ((inputs?: Cart_Blocked_Line_ErrorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_Line_ErrorsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Cart_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_page_title: ((inputs?: Cart_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Cart_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_dismiss: ((inputs?: Cart_DismissInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_DismissInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read your saved cart, so it was emptied. Please add your items again." |
*
* @param {Cart_Discarded_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_discarded_notice: ((inputs?: Cart_Discarded_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Discarded_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: this price buys the piece outright — no subscription, pickup only." |
*
* @param {Cart_Liquidation_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_liquidation_purchase: ((inputs?: Cart_Liquidation_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Liquidation_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can price your cart with its delivery fee and taxes." |
*
* @param {Cart_City_Reason_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_reason_cart: ((inputs?: Cart_City_Reason_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_City_Reason_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_title: ((inputs?: Cart_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Cart_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_browse_furniture: ((inputs?: Cart_Browse_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Browse_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add furniture from any product page, and it will wait for you here." |
*
* @param {Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_text: ((inputs?: Cart_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add assembly" |
*
* @param {Cart_Add_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_assembly: ((inputs?: Cart_Add_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery for {price}." |
*
* @param {Cart_Assembly_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint_price: ((inputs: Cart_Assembly_Hint_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Assembly_Hint_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery." |
*
* @param {Cart_Assembly_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint: ((inputs?: Cart_Assembly_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Assembly_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Updating prices…" |
*
* @param {Cart_Updating_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_updating_prices: ((inputs?: Cart_Updating_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Updating_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart" |
*
* @param {Cart_Quote_Failed_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_cart: ((inputs?: Cart_Quote_Failed_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart. Check your connection and try again." |
*
* @param {Cart_Quote_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_error: ((inputs?: Cart_Quote_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery date chosen: {date}" |
*
* @param {Cart_Delivery_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_delivery_chosen: ((inputs: Cart_Delivery_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Delivery_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share cart" |
*
* @param {Cart_Share_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_cart: ((inputs?: Cart_Share_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Empty cart" |
*
* @param {Cart_Empty_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_cart: ((inputs?: Cart_Empty_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Cart_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_lines_label: ((inputs?: Cart_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{option}: {value}" |
*
* @param {Cart_Line_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_option: ((inputs: Cart_Line_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Line_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover" |
*
* @param {Cart_Pivotcare_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label: ((inputs?: Cart_Pivotcare_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover +{price}" |
*
* @param {Cart_Pivotcare_Label_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label_price: ((inputs: Cart_Pivotcare_Label_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_Label_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Covers accidental damage while the piece is with you." |
*
* @param {Cart_Pivotcare_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_hint: ((inputs?: Cart_Pivotcare_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: no returns or exchanges." |
*
* @param {Cart_Line_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_final_sale: ((inputs?: Cart_Line_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Line_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Cart_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity: ((inputs?: Cart_QuantityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_QuantityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Cart_Quantity_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_count: ((inputs: Cart_Quantity_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quantity_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove: ((inputs?: Cart_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove_line: ((inputs: Cart_Remove_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Remove_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly subscription" |
*
* @param {Cart_Way_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_subscription: ((inputs?: Cart_Way_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Cart_Way_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_financing: ((inputs?: Cart_Way_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Cart_Way_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_rental: ((inputs?: Cart_Way_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Cart_Way_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_buy: ((inputs?: Cart_Way_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale, monthly" |
*
* @param {Cart_Way_Final_Sale_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale_monthly: ((inputs?: Cart_Way_Final_Sale_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_Final_Sale_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Cart_Way_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale: ((inputs?: Cart_Way_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{way}, {months}-month minimum" |
*
* @param {Cart_Way_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_minimum: ((inputs: Cart_Way_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{way}, {months} months" |
*
* @param {Cart_Way_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_months: ((inputs: Cart_Way_MonthsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_MonthsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount} · total {total}" |
*
* @param {Cart_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_financing: ((inputs: Cart_Terms_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yours after {payments} payments" |
*
* @param {Cart_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_subscription: ((inputs: Cart_Terms_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Cart_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_rental: ((inputs?: Cart_Terms_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Cart_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_summary_title: ((inputs?: Cart_Summary_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Summary_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Cart_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_due_today: ((inputs?: Cart_Due_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Due_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Cart_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_then_monthly: ((inputs?: Cart_Then_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Then_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Cart_Row_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_purchases: ((inputs?: Cart_Row_PurchasesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_PurchasesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First month of monthly items" |
*
* @param {Cart_Row_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_first_month: ((inputs?: Cart_Row_First_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_First_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Cart_Row_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_pickup: ((inputs?: Cart_Row_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Cart_Row_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_free: ((inputs?: Cart_Row_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Cart_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_delivery: ((inputs?: Cart_Row_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Cart_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_assembly: ((inputs?: Cart_Row_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Cart_Row_Account_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_account_credit: ((inputs?: Cart_Row_Account_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Account_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total due today" |
*
* @param {Cart_Row_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_total_today: ((inputs?: Cart_Row_Total_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Total_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly items" |
*
* @param {Cart_Row_Monthly_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_monthly_items: ((inputs?: Cart_Row_Monthly_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Monthly_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month" |
*
* @param {Cart_Row_Each_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_each_month: ((inputs?: Cart_Row_Each_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Each_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "GST" |
*
* @param {Cart_Tax_GstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_gst: ((inputs?: Cart_Tax_GstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_GstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "HST" |
*
* @param {Cart_Tax_HstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_hst: ((inputs?: Cart_Tax_HstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_HstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "QST" |
*
* @param {Cart_Tax_QstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_qst: ((inputs?: Cart_Tax_QstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_QstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PST" |
*
* @param {Cart_Tax_PstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_pst: ((inputs?: Cart_Tax_PstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_PstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "RST" |
*
* @param {Cart_Tax_RstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rst: ((inputs?: Cart_Tax_RstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_RstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{tax} {percent}%" |
*
* @param {Cart_Tax_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rate: ((inputs: Cart_Tax_RateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_RateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout." |
*
* @param {Cart_Pickup_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pickup_note: ((inputs: Cart_Pickup_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pickup_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated delivery: {from} to {to}" |
*
* @param {Cart_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_estimated_delivery: ((inputs: Cart_Estimated_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Estimated_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale items" |
*
* @param {Cart_Final_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_title: ((inputs?: Cart_Final_Sale_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Final_Sale_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Some items are final sale: they cannot be returned or exchanged." |
*
* @param {Cart_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_text: ((inputs?: Cart_Final_Sale_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Final_Sale_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at th..." |
*
* @param {Cart_Sale_Notice_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_one: ((inputs: Cart_Sale_Notice_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase ..." |
*
* @param {Cart_Sale_Notice_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_other: ((inputs: Cart_Sale_Notice_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item" |
*
* @param {Cart_Sale_Notice_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_an_item: ((inputs?: Cart_Sale_Notice_An_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_An_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Cart_List_AndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_list_and: ((inputs: Cart_List_AndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_List_AndInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Cart_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_title: ((inputs?: Cart_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Cart_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_network: ((inputs?: Cart_Error_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Cart_Error_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_general: ((inputs?: Cart_Error_GeneralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_GeneralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Cart_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_try_again: ((inputs?: Cart_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Cart_Home_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_home_page: ((inputs?: Cart_Home_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Home_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Priced for our {place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed." |
*
* @param {Cart_City_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_fixed: ((inputs: Cart_City_FixedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_City_FixedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your city" |
*
* @param {Cart_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city: ((inputs?: Cart_Your_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Your_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices, availability, delivery fees and taxes are those of this city." |
*
* @param {Cart_Your_City_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city_hint: ((inputs?: Cart_Your_City_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Your_City_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Cart_Choose_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_choose_location: ((inputs?: Cart_Choose_LocationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Choose_LocationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Cart_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_select_city: ((inputs?: Cart_Select_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Select_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading cities…" |
*
* @param {Cart_Loading_CitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_loading_cities: ((inputs?: Cart_Loading_CitiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Loading_CitiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the list of cities." |
*
* @param {Cart_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_cities_failed: ((inputs?: Cart_Cities_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Cities_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Packages" |
*
* @param {Cart_PackagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages: ((inputs?: Cart_PackagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_PackagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces of the {name}" |
*
* @param {Cart_Package_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pictures: ((inputs: Cart_Package_PicturesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_PicturesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In this package: {count} piece" |
* | "other" | "In this package: {count} pieces" |
*
* @param {Cart_Package_Pieces_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pieces_heading: ((inputs: Cart_Package_Pieces_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Pieces_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the package" |
*
* @param {Cart_Package_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_lines_label: ((inputs?: Cart_Package_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One piece is no longer sold and is left out." |
*
* @param {Cart_Package_Missing_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_one: ((inputs?: Cart_Package_Missing_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Missing_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} pieces are no longer sold and are left out." |
*
* @param {Cart_Package_Missing_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_other: ((inputs: Cart_Package_Missing_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Missing_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this package" |
*
* @param {Cart_Quote_Failed_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_package: ((inputs?: Cart_Quote_Failed_PackageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_PackageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add package to cart" |
*
* @param {Cart_Add_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_package: ((inputs?: Cart_Add_PackageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_PackageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms we put together for you: pieces that go together, added to your cart in one step." |
*
* @param {Cart_Packages_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_intro: ((inputs?: Cart_Packages_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No packages right now" |
*
* @param {Cart_Packages_None_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_title: ((inputs?: Cart_Packages_None_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_None_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check back soon, or shop piece by piece." |
*
* @param {Cart_Packages_None_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_text: ((inputs?: Cart_Packages_None_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_None_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All packages" |
*
* @param {Cart_Packages_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_all: ((inputs?: Cart_Packages_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pieces · {description}" |
* | "other" | "{count} pieces · {description}" |
*
* @param {Cart_Package_Tile_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_tile_note: ((inputs: Cart_Package_Tile_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Tile_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share your cart" |
*
* @param {Cart_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_title: ((inputs?: Cart_Share_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to before you share your cart." |
*
* @param {Cart_Share_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_city_reason: ((inputs?: Cart_Share_City_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_City_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add furniture to your cart, then come back to share it." |
*
* @param {Cart_Share_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_empty_text: ((inputs?: Cart_Share_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever open..." |
*
* @param {Cart_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_intro: ((inputs?: Cart_Share_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the cart you are sharing" |
*
* @param {Cart_Share_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_lines_label: ((inputs?: Cart_Share_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link to your cart" |
*
* @param {Cart_Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_label: ((inputs?: Cart_Share_Link_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Link_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone with this link can see these items until {date}." |
*
* @param {Cart_Share_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_hint: ((inputs: Cart_Share_Link_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Link_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Cart_Share_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy: ((inputs?: Cart_Share_CopyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CopyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Open the link" |
*
* @param {Cart_Share_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_open: ((inputs?: Cart_Share_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Cart_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copied: ((inputs?: Cart_Share_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser would not copy it: the link is selected, copy it from there." |
*
* @param {Cart_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy_failed: ((inputs?: Cart_Share_Copy_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Copy_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link was not made" |
*
* @param {Cart_Share_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed_title: ((inputs?: Cart_Share_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry: the link could not be made. Please try again in a moment." |
*
* @param {Cart_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed: ((inputs?: Cart_Share_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create link" |
*
* @param {Cart_Share_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_create: ((inputs?: Cart_Share_CreateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CreateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to your cart" |
*
* @param {Cart_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_back_to_cart: ((inputs?: Cart_Back_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Back_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart" |
*
* @param {Cart_Shared_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_title: ((inputs?: Cart_Shared_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart not found" |
*
* @param {Cart_Shared_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_not_found_title: ((inputs?: Cart_Shared_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This shared cart link has expired or does not exist" |
*
* @param {Cart_Shared_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired: ((inputs?: Cart_Shared_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Cart_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_go_to_cart: ((inputs?: Cart_Go_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Go_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue." |
*
* @param {Cart_Shared_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired_text: ((inputs?: Cart_Shared_Expired_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Expired_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone shared this item with you. Add it to your cart to order, or to keep shopping with it." |
*
* @param {Cart_Shared_With_You_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_one: ((inputs?: Cart_Shared_With_You_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_With_You_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone shared these {count} items with you. Add them to your cart to order, or to keep shopping with them." |
*
* @param {Cart_Shared_With_You_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_other: ((inputs: Cart_Shared_With_You_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_With_You_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your cart now holds the {count} item of the shared cart." |
* | "other" | "Your cart now holds the {count} items of the shared cart." |
*
* @param {Cart_Shared_Loaded_ReplaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_replace: ((inputs: Cart_Shared_Loaded_ReplaceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_ReplaceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added the shared items to your cart: {added} new, {increased} already there (quantity raised)." |
*
* @param {Cart_Shared_Loaded_IncreasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_increased: ((inputs: Cart_Shared_Loaded_IncreasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_IncreasedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Added {count} shared line to your cart." |
* | "other" | "Added {count} shared lines to your cart." |
*
* @param {Cart_Shared_Loaded_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_added: ((inputs: Cart_Shared_Loaded_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantities are held at 20 per item." |
*
* @param {Cart_Shared_CappedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_capped: ((inputs?: Cart_Shared_CappedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_CappedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} left out: a cart holds at most 50 different items." |
* | "other" | "{count} left out: a cart holds at most 50 different items." |
*
* @param {Cart_Shared_SkippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_skipped: ((inputs: Cart_Shared_SkippedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_SkippedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Cart_Shared_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_add_error: ((inputs?: Cart_Shared_Add_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Add_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can show this cart's prices for you." |
*
* @param {Cart_Shared_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_city_reason: ((inputs?: Cart_Shared_City_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_City_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One item is no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_one: ((inputs?: Cart_Shared_Unavailable_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Unavailable_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} items are no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_other: ((inputs: Cart_Shared_Unavailable_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Unavailable_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the shared cart" |
*
* @param {Cart_Shared_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_lines_label: ((inputs?: Cart_Shared_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price these items" |
*
* @param {Cart_Quote_Failed_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_items: ((inputs?: Cart_Quote_Failed_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "None of these items are sold any more." |
*
* @param {Cart_Shared_None_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_none_sold: ((inputs?: Cart_Shared_None_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_None_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to my cart" |
*
* @param {Cart_Add_To_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_to_my_cart: ((inputs?: Cart_Add_To_My_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_To_My_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart already has an item. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_one: ((inputs?: Cart_Shared_Own_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Own_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart already has {count} items. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_other: ((inputs: Cart_Shared_Own_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Own_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Replace my cart" |
*
* @param {Cart_Replace_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_replace_my_cart: ((inputs?: Cart_Replace_My_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Replace_My_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No longer sold: it will not be added." |
*
* @param {Cart_Snapshot_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_snapshot_no_longer_sold: ((inputs?: Cart_Snapshot_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Snapshot_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price for your city" |
*
* @param {Cart_Price_For_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_price_for_city: ((inputs?: Cart_Price_For_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Price_For_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} added to your cart." |
*
* @param {Cart_Added_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added_named: ((inputs: Cart_Added_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Added_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your cart." |
*
* @param {Cart_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added: ((inputs?: Cart_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time)." |
*
* @param {Cart_Product_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_product_pickup: ((inputs: Cart_Product_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Product_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Catalog_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home: ((inputs?: Catalog_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Catalog_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_try_again: ((inputs?: Catalog_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Catalog_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_go_home: ((inputs?: Catalog_Go_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Go_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Catalog_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_back_home: ((inputs?: Catalog_Back_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Back_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Catalog_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_choose_one: ((inputs?: Catalog_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Catalog_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_title: ((inputs?: Catalog_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Catalog_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_network: ((inputs?: Catalog_Error_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Catalog_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_generic: ((inputs?: Catalog_Error_GenericInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_GenericInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This category is no longer available" |
*
* @param {Catalog_Category_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_gone: ((inputs?: Catalog_Category_GoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_GoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, page {page}" |
*
* @param {Catalog_Category_Title_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_title_page: ((inputs: Catalog_Category_Title_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Title_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} at {site}." |
*
* @param {Catalog_Category_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_description: ((inputs: Catalog_Category_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} by type" |
*
* @param {Catalog_Category_By_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_by_type: ((inputs: Catalog_Category_By_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_By_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} products" |
*
* @param {Catalog_Category_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_products: ((inputs: Catalog_Category_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There are no {name} here right now" |
*
* @param {Catalog_Category_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_title: ((inputs: Catalog_Category_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See all {name}" |
*
* @param {Catalog_Category_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_see_all: ((inputs: Catalog_Category_See_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_See_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New pieces arrive every week. Check back soon, or try a nearby category." |
*
* @param {Catalog_Category_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_text: ((inputs?: Catalog_Category_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{site}: furniture for every Canadian home" |
*
* @param {Catalog_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_title: ((inputs: Catalog_Home_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities." |
*
* @param {Catalog_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_description: ((inputs?: Catalog_Home_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Catalog_Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_eyebrow: ((inputs?: Catalog_Home_EyebrowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_EyebrowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture for every Canadian home" |
*
* @param {Catalog_Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_title: ((inputs?: Catalog_Home_Hero_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's." |
*
* @param {Catalog_Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_lead: ((inputs?: Catalog_Home_Hero_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} in a furnished room" |
*
* @param {Catalog_Home_Hero_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_alt: ((inputs: Catalog_Home_Hero_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name}" |
*
* @param {Catalog_Shop_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_category: ((inputs: Catalog_Shop_CategoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Shop_CategoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Catalog_Order_Free_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_order_free_swatches: ((inputs?: Catalog_Order_Free_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Order_Free_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Featured furniture" |
*
* @param {Catalog_Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_featured: ((inputs?: Catalog_Home_FeaturedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_FeaturedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop by room" |
*
* @param {Catalog_Shop_By_RoomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_by_room: ((inputs?: Catalog_Shop_By_RoomInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Shop_By_RoomInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Real homes, real Canadians" |
*
* @param {Catalog_Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery: ((inputs?: Catalog_Home_GalleryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_GalleryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our furniture at home across the country. #LivePivot" |
*
* @param {Catalog_Home_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery_text: ((inputs?: Catalog_Home_Gallery_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Gallery_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A customer’s room" |
*
* @param {Catalog_Home_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_photo_alt: ((inputs?: Catalog_Home_Photo_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Photo_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your city" |
*
* @param {Catalog_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_your_city: ((inputs?: Catalog_Your_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Your_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Catalog_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale: ((inputs?: Catalog_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Catalog_Way_To_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_way_to_pay_label: ((inputs?: Catalog_Way_To_Pay_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Way_To_Pay_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped." |
*
* @param {Catalog_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale_text: ((inputs?: Catalog_Final_Sale_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Final_Sale_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Catalog_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_add_to_cart: ((inputs?: Catalog_Add_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Add_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", {term}-month minimum" |
*
* @param {Catalog_Price_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_term_minimum: ((inputs: Catalog_Price_Term_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_Term_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· or" |
*
* @param {Catalog_Price_OrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or: ((inputs?: Catalog_Price_OrInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_OrInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "outright" |
*
* @param {Catalog_Price_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_outright: ((inputs?: Catalog_Price_OutrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_OutrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Catalog_Price_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or_from: ((inputs?: Catalog_Price_Or_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_Or_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "with {way}" |
*
* @param {Catalog_Price_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_with: ((inputs: Catalog_Price_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly not offered" |
*
* @param {Catalog_Assembly_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_not_offered: ((inputs?: Catalog_Assembly_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ": arrives ready to put together with the tools included." |
*
* @param {Catalog_Assembly_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_kit: ((inputs?: Catalog_Assembly_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly by our delivery crew:" |
*
* @param {Catalog_Assembly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_fee: ((inputs?: Catalog_Assembly_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free assembly by our delivery crew" |
*
* @param {Catalog_Assembly_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_free: ((inputs?: Catalog_Assembly_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Catalog_Facts_OverviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_overview: ((inputs?: Catalog_Facts_OverviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_OverviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Catalog_Facts_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_details: ((inputs?: Catalog_Facts_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Materials" |
*
* @param {Catalog_Facts_MaterialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_materials: ((inputs?: Catalog_Facts_MaterialsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_MaterialsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Care" |
*
* @param {Catalog_Facts_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_care: ((inputs?: Catalog_Facts_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About the {name}" |
*
* @param {Catalog_Facts_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_about: ((inputs: Catalog_Facts_AboutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_AboutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dimensions" |
*
* @param {Catalog_DimensionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimensions: ((inputs?: Catalog_DimensionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_DimensionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, front view with measurements" |
*
* @param {Catalog_Drawing_Front_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_front_alt: ((inputs: Catalog_Drawing_Front_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Drawing_Front_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, side view with measurements" |
*
* @param {Catalog_Drawing_Side_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_side_alt: ((inputs: Catalog_Drawing_Side_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Drawing_Side_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Measurements" |
*
* @param {Catalog_MeasurementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measurements: ((inputs?: Catalog_MeasurementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MeasurementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Measure" |
*
* @param {Catalog_MeasureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measure: ((inputs?: Catalog_MeasureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MeasureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Catalog_MetricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_metric: ((inputs?: Catalog_MetricInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MetricInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Imperial" |
*
* @param {Catalog_ImperialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_imperial: ((inputs?: Catalog_ImperialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_ImperialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may also like" |
*
* @param {Catalog_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_suggestions: ((inputs?: Catalog_SuggestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_SuggestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Catalog_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_from: ((inputs?: Catalog_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry - {name} is currently not available in your location." |
*
* @param {Catalog_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_title: ((inputs: Catalog_Unavailable_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not available here" |
*
* @param {Catalog_Unavailable_HeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_head: ((inputs: Catalog_Unavailable_HeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_HeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See other {name}" |
*
* @param {Catalog_Unavailable_See_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_see_other: ((inputs: Catalog_Unavailable_See_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_See_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stock differs from city to city. Choose another city, or browse what we can deliver to you." |
*
* @param {Catalog_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_text: ((inputs?: Catalog_Unavailable_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Catalog_Listing_ColourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_colour: ((inputs?: Catalog_Listing_ColourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ColourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products" |
*
* @param {Catalog_Listing_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_none: ((inputs?: Catalog_Listing_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product" |
* | "other" | "{count} products" |
*
* @param {Catalog_Listing_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_count: ((inputs: Catalog_Listing_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Showing {first}-{last} of {total} products" |
*
* @param {Catalog_Listing_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_showing: ((inputs: Catalog_Listing_ShowingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ShowingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Catalog_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_clear_filters: ((inputs?: Catalog_Clear_FiltersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Clear_FiltersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bestsellers only" |
*
* @param {Catalog_Bestsellers_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_bestsellers_only: ((inputs?: Catalog_Bestsellers_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Bestsellers_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page is past the end of the list" |
*
* @param {Catalog_Listing_Past_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_past_end: ((inputs?: Catalog_Listing_Past_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_Past_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Catalog_Listing_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_first_page: ((inputs?: Catalog_Listing_First_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_First_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {count} page of products here." |
* | "other" | "There are {count} pages of products here." |
*
* @param {Catalog_Listing_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_page_count: ((inputs: Catalog_Listing_Page_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_Page_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products match these filters" |
*
* @param {Catalog_Listing_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match: ((inputs?: Catalog_Listing_No_MatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_No_MatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try fewer colours, or clear the filters to see everything here." |
*
* @param {Catalog_Listing_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match_text: ((inputs?: Catalog_Listing_No_Match_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_No_Match_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Catalog_Listing_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_products: ((inputs?: Catalog_Listing_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalog_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_by: ((inputs?: Catalog_Sort_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Catalog_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_featured: ((inputs?: Catalog_Sort_FeaturedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_FeaturedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalog_Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_asc: ((inputs?: Catalog_Sort_Price_AscInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_Price_AscInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalog_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_desc: ((inputs?: Catalog_Sort_Price_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_Price_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name: A to Z" |
*
* @param {Catalog_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_name: ((inputs?: Catalog_Sort_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not here" |
*
* @param {Catalog_Option_Not_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_not_here: ((inputs?: Catalog_Option_Not_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_Not_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, not available in your city" |
*
* @param {Catalog_Option_Unavailable_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable_label: ((inputs: Catalog_Option_Unavailable_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_Unavailable_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (not available in your city)" |
*
* @param {Catalog_Option_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable: ((inputs: Catalog_Option_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more" |
*
* @param {Catalog_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more: ((inputs?: Catalog_Learn_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Learn_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more: {name}" |
*
* @param {Catalog_Learn_More_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more_named: ((inputs: Catalog_Learn_More_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Learn_More_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Catalog_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews: ((inputs?: Catalog_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No reviews yet. Customers who have this piece can review it from their account." |
*
* @param {Catalog_Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_none: ((inputs?: Catalog_Reviews_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Catalog_Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_count: ((inputs: Catalog_Reviews_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews, newest first" |
*
* @param {Catalog_Reviews_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_list: ((inputs?: Catalog_Reviews_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A customer" |
*
* @param {Catalog_Reviews_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_a_customer: ((inputs?: Catalog_Reviews_A_CustomerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_A_CustomerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· Verified customer" |
*
* @param {Catalog_Reviews_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_verified: ((inputs?: Catalog_Reviews_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Catalog_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_newer: ((inputs?: Catalog_Reviews_NewerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_NewerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Catalog_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_older: ((inputs?: Catalog_Reviews_OlderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_OlderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Catalog_Reviews_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_page: ((inputs: Catalog_Reviews_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Results for “{query}”" |
*
* @param {Catalog_Search_Results_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results_for: ((inputs: Catalog_Search_Results_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Results_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search: {query}" |
*
* @param {Catalog_Search_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_head_title: ((inputs: Catalog_Search_Head_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Head_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} at {site}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Search_Tag_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_description: ((inputs: Catalog_Search_Tag_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Tag_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture matching “{query}” at {site}." |
*
* @param {Catalog_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_description: ((inputs: Catalog_Search_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Catalog_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search: ((inputs?: Catalog_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Catalog_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results: ((inputs?: Catalog_Search_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We have no {name} to show right now." |
*
* @param {Catalog_Search_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_empty: ((inputs: Catalog_Search_Tag_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Tag_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches “{query}”. Check the spelling, use fewer words, or try one of these." |
*
* @param {Catalog_Search_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_empty: ((inputs: Catalog_Search_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Catalog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_none: ((inputs?: Catalog_Search_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Popular searches" |
*
* @param {Catalog_Search_PopularInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_popular: ((inputs?: Catalog_Search_PopularInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_PopularInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms" |
*
* @param {Catalog_Search_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_rooms: ((inputs?: Catalog_Search_RoomsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_RoomsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Catalog_Tag_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sofas: ((inputs?: Catalog_Tag_SofasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_SofasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Catalog_Tag_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sectionals: ((inputs?: Catalog_Tag_SectionalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_SectionalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Catalog_Tag_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_lounge_chairs: ((inputs?: Catalog_Tag_Lounge_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Lounge_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Catalog_Tag_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_loveseats: ((inputs?: Catalog_Tag_LoveseatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_LoveseatsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Catalog_Tag_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_coffee_tables: ((inputs?: Catalog_Tag_Coffee_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Coffee_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Catalog_Tag_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_end_tables: ((inputs?: Catalog_Tag_End_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_End_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Catalog_Tag_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_tables: ((inputs?: Catalog_Tag_Dining_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Dining_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Catalog_Tag_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_chairs: ((inputs?: Catalog_Tag_Dining_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Dining_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Catalog_Tag_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_beds: ((inputs?: Catalog_Tag_BedsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_BedsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free fabric swatches" |
*
* @param {Catalog_Swatches_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_title: ((inputs?: Catalog_Swatches_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose." |
*
* @param {Catalog_Swatches_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_description: ((inputs?: Catalog_Swatches_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Catalog_Swatches_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_breadcrumb: ((inputs?: Catalog_Swatches_BreadcrumbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_BreadcrumbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See and feel our fabrics in your own light before you choose. Pick up to {max} swatches and we'll mail them free, anywhere in Canada, within 5 business days." |
*
* @param {Catalog_Swatches_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_intro: ((inputs: Catalog_Swatches_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order fabric swatches" |
*
* @param {Catalog_Swatches_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_form: ((inputs?: Catalog_Swatches_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where should we send them?" |
*
* @param {Catalog_Swatches_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_where: ((inputs?: Catalog_Swatches_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Catalog_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full_name: ((inputs?: Catalog_Swatches_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Catalog_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email: ((inputs?: Catalog_Swatches_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We use it only if there is a question about your swatches." |
*
* @param {Catalog_Swatches_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email_hint: ((inputs?: Catalog_Swatches_Email_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Email_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Catalog_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_phone: ((inputs?: Catalog_Swatches_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Catalog_Swatches_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_street: ((inputs?: Catalog_Swatches_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit or apartment (optional)" |
*
* @param {Catalog_Swatches_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_unit: ((inputs?: Catalog_Swatches_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Catalog_Swatches_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_city: ((inputs?: Catalog_Swatches_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Catalog_Swatches_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_province: ((inputs?: Catalog_Swatches_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Catalog_Swatches_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_code: ((inputs?: Catalog_Swatches_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like K1A 0B1" |
*
* @param {Catalog_Swatches_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_hint: ((inputs?: Catalog_Swatches_Postal_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Postal_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Country: Canada. We mail swatches within Canada only." |
*
* @param {Catalog_Swatches_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_country: ((inputs?: Catalog_Swatches_CountryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_CountryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order didn't go through" |
*
* @param {Catalog_Swatches_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed: ((inputs?: Catalog_Swatches_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices and address are still here; try again in a moment." |
*
* @param {Catalog_Swatches_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed_text: ((inputs?: Catalog_Swatches_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your order" |
*
* @param {Catalog_Swatches_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_sending: ((inputs?: Catalog_Swatches_SendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_SendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Order {count} free swatch" |
* | "other" | "Order {count} free swatches" |
*
* @param {Catalog_Swatches_Order_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_count: ((inputs: Catalog_Swatches_Order_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Order_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your fabrics" |
*
* @param {Catalog_Swatches_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_choose: ((inputs?: Catalog_Swatches_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {max} chosen" |
*
* @param {Catalog_Swatches_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_chosen: ((inputs: Catalog_Swatches_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". That is the most for one order." |
*
* @param {Catalog_Swatches_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full: ((inputs?: Catalog_Swatches_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Other fabrics" |
*
* @param {Catalog_Swatches_Other_FabricsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_other_fabrics: ((inputs?: Catalog_Swatches_Other_FabricsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Other_FabricsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swatches are on their way" |
*
* @param {Catalog_Swatches_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_placed: ((inputs?: Catalog_Swatches_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Catalog_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_keep_shopping: ((inputs?: Catalog_Keep_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Keep_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Catalog_Swatches_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_number: ((inputs?: Catalog_Swatches_Order_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Order_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We're mailing {count} swatch within 5 business days. Keep the order number: quote it if you call us about them." |
* | "other" | "We're mailing {count} swatches within 5 business days. Keep the order number: quote it if you call us about them." |
*
* @param {Catalog_Swatches_MailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_mailing: ((inputs: Catalog_Swatches_MailingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_MailingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Catalog_Error_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name: ((inputs?: Catalog_Error_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Catalog_Error_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name_long: ((inputs?: Catalog_Error_Full_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Full_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Catalog_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email: ((inputs?: Catalog_Error_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Catalog_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email_invalid: ((inputs?: Catalog_Error_Email_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Email_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Catalog_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone: ((inputs?: Catalog_Error_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Catalog_Error_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone_invalid: ((inputs?: Catalog_Error_Phone_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Phone_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Catalog_Error_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street: ((inputs?: Catalog_Error_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Catalog_Error_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street_long: ((inputs?: Catalog_Error_Street_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Street_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Catalog_Error_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_unit_long: ((inputs?: Catalog_Error_Unit_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Unit_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Catalog_Error_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city: ((inputs?: Catalog_Error_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Catalog_Error_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city_long: ((inputs?: Catalog_Error_City_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_City_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Catalog_Error_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_province: ((inputs?: Catalog_Error_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Catalog_Error_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code: ((inputs?: Catalog_Error_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Catalog_Error_Postal_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_invalid: ((inputs?: Catalog_Error_Postal_Code_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_Code_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{postal} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Catalog_Error_Postal_Code_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_province: ((inputs: Catalog_Error_Postal_Code_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_Code_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Catalog_Error_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_none: ((inputs?: Catalog_Error_Swatches_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Swatches_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Catalog_Error_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_many: ((inputs: Catalog_Error_Swatches_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Swatches_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {count} days" |
*
* @param {Catalog_Delivers_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_days: ((inputs: Catalog_Delivers_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {count} weeks" |
*
* @param {Catalog_Delivers_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_weeks: ((inputs: Catalog_Delivers_WeeksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_WeeksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} days" |
*
* @param {Catalog_Delivers_Range_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_days: ((inputs: Catalog_Delivers_Range_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_Range_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} weeks" |
*
* @param {Catalog_Delivers_Range_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_weeks: ((inputs: Catalog_Delivers_Range_WeeksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_Range_WeeksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only {count} left" |
*
* @param {Catalog_Stock_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_only_left: ((inputs: Catalog_Stock_Only_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_Only_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "In stock" |
*
* @param {Catalog_Stock_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_in: ((inputs?: Catalog_Stock_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "In stock from {date}" |
*
* @param {Catalog_Stock_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_from: ((inputs: Catalog_Stock_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Made to order" |
*
* @param {Catalog_Stock_Made_To_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_made_to_order: ((inputs?: Catalog_Stock_Made_To_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_Made_To_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out of stock in {city}" |
*
* @param {Catalog_Stock_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_out: ((inputs: Catalog_Stock_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Catalog_Dimension_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_width: ((inputs?: Catalog_Dimension_WidthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_WidthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catalog_Dimension_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_depth: ((inputs?: Catalog_Dimension_DepthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_DepthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Catalog_Dimension_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_height: ((inputs?: Catalog_Dimension_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seat height" |
*
* @param {Catalog_Dimension_Seat_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_height: ((inputs?: Catalog_Dimension_Seat_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Seat_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seat depth" |
*
* @param {Catalog_Dimension_Seat_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_depth: ((inputs?: Catalog_Dimension_Seat_DepthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Seat_DepthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arm height" |
*
* @param {Catalog_Dimension_Arm_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_height: ((inputs?: Catalog_Dimension_Arm_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Arm_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arm width" |
*
* @param {Catalog_Dimension_Arm_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_width: ((inputs?: Catalog_Dimension_Arm_WidthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Arm_WidthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Leg height" |
*
* @param {Catalog_Dimension_Leg_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_leg_height: ((inputs?: Catalog_Dimension_Leg_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Leg_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pile thickness" |
*
* @param {Catalog_Dimension_Pile_ThicknessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_pile_thickness: ((inputs?: Catalog_Dimension_Pile_ThicknessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Pile_ThicknessInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catalog_Dimension_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_weight: ((inputs?: Catalog_Dimension_WeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_WeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{value} in" |
*
* @param {Catalog_Unit_InchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unit_inches: ((inputs: Catalog_Unit_InchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unit_InchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: front view with dimensions" |
*
* @param {Catalog_Picture_FrontInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_front: ((inputs: Catalog_Picture_FrontInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Picture_FrontInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: side view with dimensions" |
*
* @param {Catalog_Picture_SideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_side: ((inputs: Catalog_Picture_SideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Picture_SideInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: picture {number} of {count}" |
*
* @param {Catalog_Images_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_title: ((inputs: Catalog_Images_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pictures of the {name}." |
*
* @param {Catalog_Images_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_description: ((inputs: Catalog_Images_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close and go back to {name}" |
*
* @param {Catalog_Images_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_close: ((inputs: Catalog_Images_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} by {maker}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_description: ((inputs: Catalog_Head_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Head_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} in {color}" |
*
* @param {Catalog_Head_Title_ColorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_title_color: ((inputs: Catalog_Head_Title_ColorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Head_Title_ColorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Catalog_Pay_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance: ((inputs?: Catalog_Pay_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: finance" |
*
* @param {Catalog_Pay_Final_Sale_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_finance: ((inputs?: Catalog_Pay_Final_Sale_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Catalog_Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe: ((inputs?: Catalog_Pay_SubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_SubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe (short term)" |
*
* @param {Catalog_Pay_Subscribe_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_short: ((inputs?: Catalog_Pay_Subscribe_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Catalog_Pay_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent: ((inputs?: Catalog_Pay_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright" |
*
* @param {Catalog_Pay_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy: ((inputs?: Catalog_Pay_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: buy outright" |
*
* @param {Catalog_Pay_Final_Sale_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy: ((inputs?: Catalog_Pay_Final_Sale_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright (classic)" |
*
* @param {Catalog_Pay_Buy_ClassicInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_classic: ((inputs?: Catalog_Pay_Buy_ClassicInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_ClassicInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright (v2)" |
*
* @param {Catalog_Pay_Buy_V2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_v2: ((inputs?: Catalog_Pay_Buy_V2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_V2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} over {term} months" |
*
* @param {Catalog_Pay_Over_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_over_term: ((inputs: Catalog_Pay_Over_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Over_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{term} monthly payments, then it's yours to keep" |
*
* @param {Catalog_Pay_Finance_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance_detail: ((inputs: Catalog_Pay_Finance_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Finance_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Monthly, yours after {count} payments" |
* | "other" | "Monthly, yours after {count} payments" |
*
* @param {Catalog_Pay_Subscribe_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_detail: ((inputs: Catalog_Pay_Subscribe_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{term}-month minimum subscription" |
*
* @param {Catalog_Pay_Subscribe_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_minimum: ((inputs: Catalog_Pay_Subscribe_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Catalog_Pay_Rent_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent_detail: ((inputs?: Catalog_Pay_Rent_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Rent_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One payment; final sale, no returns" |
*
* @param {Catalog_Pay_Final_Sale_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy_detail: ((inputs?: Catalog_Pay_Final_Sale_Buy_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_Buy_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One payment, yours to keep" |
*
* @param {Catalog_Pay_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_detail: ((inputs?: Catalog_Pay_Buy_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Catalog_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ab: ((inputs?: Catalog_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Catalog_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_bc: ((inputs?: Catalog_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Catalog_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_mb: ((inputs?: Catalog_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Catalog_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nb: ((inputs?: Catalog_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Catalog_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nl: ((inputs?: Catalog_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Catalog_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ns: ((inputs?: Catalog_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Catalog_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nt: ((inputs?: Catalog_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Catalog_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nu: ((inputs?: Catalog_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Catalog_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_on: ((inputs?: Catalog_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Catalog_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_pe: ((inputs?: Catalog_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Catalog_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_qc: ((inputs?: Catalog_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Catalog_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_sk: ((inputs?: Catalog_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Catalog_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_yt: ((inputs?: Catalog_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach our servers. Check your connection and try again." |
*
* @param {Api_Unreachable_ServersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_unreachable_servers: ((inputs?: Api_Unreachable_ServersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Unreachable_ServersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Api_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_something_wrong: ((inputs?: Api_Something_WrongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Something_WrongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the payment processor. Check your connection and try again." |
*
* @param {Api_Unreachable_PaymentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_unreachable_payments: ((inputs?: Api_Unreachable_PaymentsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Unreachable_PaymentsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card could not be checked. Try again." |
*
* @param {Api_Card_Not_CheckedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_card_not_checked: ((inputs?: Api_Card_Not_CheckedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Card_Not_CheckedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in again to add photos." |
*
* @param {Api_Photo_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_photo_sign_in_again: ((inputs?: Api_Photo_Sign_In_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Photo_Sign_In_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Photos must be under 15 MB." |
*
* @param {Api_Photo_Too_BigInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_photo_too_big: ((inputs?: Api_Photo_Too_BigInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Photo_Too_BigInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That photo could not be uploaded. Try again." |
*
* @param {Api_Photo_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_photo_not_uploaded: ((inputs?: Api_Photo_Not_UploadedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Photo_Not_UploadedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Api_Request_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_request_cancelled: ((inputs?: Api_Request_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Request_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection and try again." |
*
* @param {Api_Unreachable_StoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_unreachable_store: ((inputs?: Api_Unreachable_StoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Unreachable_StoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The store did not answer. Please try again." |
*
* @param {Api_Store_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_store_no_answer: ((inputs?: Api_Store_No_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Store_No_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The store sent an answer we could not read." |
*
* @param {Api_Store_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_store_unreadable: ((inputs?: Api_Store_UnreadableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Store_UnreadableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Api_Sign_In_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_sign_in_to_continue: ((inputs?: Api_Sign_In_To_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Sign_In_To_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Api_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_session_ended: ((inputs?: Api_Session_EndedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Session_EndedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_title: ((inputs?: Checkout_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout steps" |
*
* @param {Checkout_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_steps_label: ((inputs?: Checkout_Steps_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Steps_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Checkout_Step_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_address: ((inputs?: Checkout_Step_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Step_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Checkout_Step_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_schedule: ((inputs?: Checkout_Step_ScheduleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Step_ScheduleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Agreement" |
*
* @param {Checkout_Step_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_agreement: ((inputs?: Checkout_Step_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Step_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Checkout_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_payment: ((inputs?: Checkout_Step_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Step_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review" |
*
* @param {Checkout_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_review: ((inputs?: Checkout_Step_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Step_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Checkout_Step_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_pickup: ((inputs?: Checkout_Step_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Step_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout step" |
*
* @param {Checkout_Panel_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_panel_label: ((inputs?: Checkout_Panel_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Panel_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Checkout_Your_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_your_cart: ((inputs?: Checkout_Your_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Your_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "× {quantity}" |
*
* @param {Checkout_Times_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_times_quantity: ((inputs: Checkout_Times_QuantityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Times_QuantityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Checkout_Home_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_home_label: ((inputs?: Checkout_Home_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Home_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Checkout_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_brand: ((inputs?: Checkout_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to cart" |
*
* @param {Checkout_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_cart: ((inputs?: Checkout_Back_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Back_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Checkout_Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_cart_empty_title: ((inputs?: Checkout_Cart_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Cart_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Getting your checkout ready…" |
*
* @param {Checkout_Getting_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_getting_ready: ((inputs?: Checkout_Getting_ReadyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Getting_ReadyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Checkout_Choose_City_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_choose_city_first: ((inputs?: Checkout_Choose_City_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Choose_City_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop furniture" |
*
* @param {Checkout_Shop_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_shop_furniture: ((inputs?: Checkout_Shop_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Shop_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Checkout_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_go_to_cart: ((inputs?: Checkout_Go_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Go_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add something to your cart before checking out." |
*
* @param {Checkout_Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_cart_empty_text: ((inputs?: Checkout_Cart_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Cart_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Looking up the city your cart is priced for." |
*
* @param {Checkout_Waiting_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_waiting_text: ((inputs?: Checkout_Waiting_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Waiting_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load our cities: choose yours in the cart, then check out." |
*
* @param {Checkout_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_cities_failed: ((inputs?: Checkout_Cities_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Cities_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery address" |
*
* @param {Checkout_Choose_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_choose_address_title: ((inputs?: Checkout_Choose_Address_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Choose_Address_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your addresses" |
*
* @param {Checkout_Loading_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_addresses: ((inputs?: Checkout_Loading_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Loading_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your addresses" |
*
* @param {Checkout_Addresses_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_addresses_failed: ((inputs?: Checkout_Addresses_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Addresses_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Checkout_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_try_again: ((inputs?: Checkout_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your addresses" |
*
* @param {Checkout_Your_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_your_addresses: ((inputs?: Checkout_Your_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Your_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Checkout_Use_This_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_use_this_address: ((inputs?: Checkout_Use_This_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Use_This_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add an address" |
*
* @param {Checkout_Add_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_add_address: ((inputs?: Checkout_Add_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Add_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save and use this address" |
*
* @param {Checkout_Save_And_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_save_and_use: ((inputs?: Checkout_Save_And_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Save_And_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly payment agreement" |
*
* @param {Checkout_Agreement_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_label: ((inputs?: Checkout_Agreement_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly payment agreement." |
*
* @param {Checkout_Agreement_Clauses_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_clauses_title: ((inputs?: Checkout_Agreement_Clauses_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Clauses_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribed and rented furniture stays ours while you pay for it; financed furniture is yours after the last instalment. You keep it in good condition, in the..." |
*
* @param {Checkout_Agreement_Clauses_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_clauses_intro: ((inputs?: Checkout_Agreement_Clauses_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Clauses_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title}:" |
*
* @param {Checkout_Clause_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_clause_title: ((inputs: Checkout_Clause_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Clause_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "financing over {payments} months: {payments} monthly instalments{instalment}{total}; yours after the last instalment" |
*
* @param {Checkout_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_financing: ((inputs: Checkout_Terms_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "of {amount}" |
*
* @param {Checkout_Terms_Financing_InstalmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_financing_instalment: ((inputs: Checkout_Terms_Financing_InstalmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_Financing_InstalmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", total cost {total}" |
*
* @param {Checkout_Terms_Financing_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_financing_total: ((inputs: Checkout_Terms_Financing_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_Financing_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "rental at {each}, billed monthly until you return it" |
*
* @param {Checkout_Terms_Rental_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_rental_at: ((inputs: Checkout_Terms_Rental_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_Rental_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "rental, billed monthly until you return it" |
*
* @param {Checkout_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_rental: ((inputs?: Checkout_Terms_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "subscription at {each}" |
*
* @param {Checkout_Terms_Subscription_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_subscription_at: ((inputs: Checkout_Terms_Subscription_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_Subscription_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "subscription" |
*
* @param {Checkout_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_subscription: ((inputs?: Checkout_Terms_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", {months}-month minimum term" |
*
* @param {Checkout_Terms_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_minimum: ((inputs: Checkout_Terms_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", month to month" |
*
* @param {Checkout_Terms_Month_To_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_month_to_month: ((inputs?: Checkout_Terms_Month_To_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Terms_Month_To_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription and rental agreement." |
*
* @param {Checkout_Agreement_Held_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_held_title: ((inputs?: Checkout_Agreement_Held_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Held_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have the subscribed or rented furniture below from us for as long as you pay for it. It stays ours until a subscription is paid off; you keep it in good ..." |
*
* @param {Checkout_Agreement_Held_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_held_text: ((inputs?: Checkout_Agreement_Held_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Held_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing agreement." |
*
* @param {Checkout_Agreement_Financing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_financing_title: ((inputs?: Checkout_Agreement_Financing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Financing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You buy the financed furniture below and pay for it in equal monthly instalments over its term; each item's total cost is shown below. It is yours after the ..." |
*
* @param {Checkout_Agreement_Financing_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_financing_text: ((inputs?: Checkout_Agreement_Financing_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Financing_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {terms}" |
*
* @param {Checkout_Agreement_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_line: ((inputs: Checkout_Agreement_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The first month is charged today with your order; later months are charged to your card on the same day each month, from a month after delivery. Normal wear ..." |
*
* @param {Checkout_Agreement_ChargesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_charges: ((inputs?: Checkout_Agreement_ChargesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_ChargesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns (version {version})." |
*
* @param {Checkout_Agreement_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_returns_title: ((inputs: Checkout_Agreement_Returns_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_Returns_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Checkout_Signature_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signature_label: ((inputs?: Checkout_Signature_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Signature_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Checkout_Signature_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signature_required: ((inputs?: Checkout_Signature_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Signature_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signature_mismatch: ((inputs: Checkout_Signature_MismatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Signature_MismatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Checkout_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_heading: ((inputs: Checkout_Order_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Order_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Placed {date}." |
*
* @param {Checkout_Placed_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_on: ((inputs: Checkout_Placed_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Placed_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Placed {date}, delivery {delivery}." |
*
* @param {Checkout_Placed_On_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_on_delivery: ((inputs: Checkout_Placed_On_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Placed_On_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing" |
*
* @param {Checkout_SigningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signing: ((inputs?: Checkout_SigningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_SigningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign agreement" |
*
* @param {Checkout_Sign_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_agreement: ((inputs?: Checkout_Sign_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Sign_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unsigned agreements" |
*
* @param {Checkout_Unsigned_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_unsigned_title: ((inputs?: Checkout_Unsigned_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Unsigned_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your agreements" |
*
* @param {Checkout_Loading_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_agreements: ((inputs?: Checkout_Loading_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Loading_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your agreements" |
*
* @param {Checkout_Agreements_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreements_failed: ((inputs?: Checkout_Agreements_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreements_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing to sign" |
*
* @param {Checkout_Nothing_To_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_nothing_to_sign: ((inputs?: Checkout_Nothing_To_SignInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Nothing_To_SignInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every subscription agreement of yours is signed." |
*
* @param {Checkout_All_SignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_all_signed: ((inputs?: Checkout_All_SignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_All_SignedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Checkout_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_due_today: ((inputs?: Checkout_Due_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Due_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Checkout_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_then_monthly: ((inputs?: Checkout_Then_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Then_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How each item is paid" |
*
* @param {Checkout_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_lines_label: ((inputs?: Checkout_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} today" |
*
* @param {Checkout_Amount_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_amount_today: ((inputs: Checkout_Amount_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Amount_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where should we deliver?" |
*
* @param {Checkout_Where_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_where_deliver: ((inputs?: Checkout_Where_DeliverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Where_DeliverInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your address for the receipt" |
*
* @param {Checkout_Receipt_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_receipt_address: ((inputs?: Checkout_Receipt_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Receipt_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Switch to {city} and keep your cart" |
*
* @param {Checkout_Switch_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_switch_city: ((inputs: Checkout_Switch_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Switch_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking your address" |
*
* @param {Checkout_Checking_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_checking_address: ((inputs?: Checkout_Checking_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Checking_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking that we deliver there" |
*
* @param {Checkout_Checking_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_checking_delivery: ((inputs?: Checkout_Checking_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Checking_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliver to this address" |
*
* @param {Checkout_Deliver_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_deliver_here: ((inputs?: Checkout_Deliver_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Deliver_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a new address" |
*
* @param {Checkout_Add_New_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_add_new_address: ((inputs?: Checkout_Add_New_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Add_New_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New address" |
*
* @param {Checkout_New_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_new_address: ((inputs?: Checkout_New_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_New_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save and deliver here" |
*
* @param {Checkout_Save_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_save_deliver: ((inputs?: Checkout_Save_DeliverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Save_DeliverInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign your monthly payment agreement" |
*
* @param {Checkout_Sign_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_heading: ((inputs?: Checkout_Sign_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Sign_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart holds items paid monthly. Read the agreement, then sign it with your name." |
*
* @param {Checkout_Sign_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_intro: ((inputs?: Checkout_Sign_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Sign_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign and continue" |
*
* @param {Checkout_Sign_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_continue: ((inputs?: Checkout_Sign_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Sign_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to delivery" |
*
* @param {Checkout_Back_To_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_delivery: ((inputs?: Checkout_Back_To_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Back_To_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your checkout" |
*
* @param {Checkout_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading: ((inputs?: Checkout_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not start your checkout" |
*
* @param {Checkout_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_start_failed: ((inputs?: Checkout_Start_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Start_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your order is placed." |
*
* @param {Checkout_Placed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_title: ((inputs?: Checkout_Placed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Placed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number {number}. Taking you to your confirmation…" |
*
* @param {Checkout_Placed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_text: ((inputs: Checkout_Placed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Placed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Checkout_Payment_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_payment_heading: ((inputs?: Checkout_Payment_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Payment_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Checkout_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pay_with: ((inputs?: Checkout_Pay_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pay_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} ending {last4}, expires {expiry}" |
*
* @param {Checkout_Saved_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_saved_card: ((inputs: Checkout_Saved_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Saved_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Checkout_New_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_new_card: ((inputs?: Checkout_New_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_New_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Checkout_Card_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_card_private: ((inputs?: Checkout_Card_PrivateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Card_PrivateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Checkout_Name_On_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_name_on_card: ((inputs?: Checkout_Name_On_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Name_On_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Checkout_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_card_number: ((inputs?: Checkout_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Checkout_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_expiry: ((inputs?: Checkout_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Checkout_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_expiry_placeholder: ((inputs?: Checkout_Expiry_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Expiry_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Checkout_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_security_code: ((inputs?: Checkout_Security_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Security_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save this card for next time" |
*
* @param {Checkout_Save_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_save_card: ((inputs?: Checkout_Save_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Save_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Checkout_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_checking_card: ((inputs?: Checkout_Checking_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Checking_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review order" |
*
* @param {Checkout_Review_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_review_order: ((inputs?: Checkout_Review_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Review_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to agreement" |
*
* @param {Checkout_Back_To_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_agreement: ((inputs?: Checkout_Back_To_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Back_To_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at our warehouse" |
*
* @param {Checkout_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_title: ((inputs?: Checkout_Pickup_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Checkout_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_warehouse_name: ((inputs?: Checkout_Warehouse_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Warehouse_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every day, 10 am to 5 pm (Toronto time)" |
*
* @param {Checkout_Warehouse_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_warehouse_hours: ((inputs?: Checkout_Warehouse_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Warehouse_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{hours}. Bring photo ID and your order number." |
*
* @param {Checkout_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_bring: ((inputs: Checkout_Pickup_BringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_BringInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} ending {last4}" |
*
* @param {Checkout_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_card_ending: ((inputs: Checkout_Card_EndingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Card_EndingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card chosen" |
*
* @param {Checkout_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_no_card: ((inputs?: Checkout_No_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_No_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review your order" |
*
* @param {Checkout_Review_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_review_heading: ((inputs?: Checkout_Review_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Review_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pricing your order" |
*
* @param {Checkout_PricingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pricing: ((inputs?: Checkout_PricingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_PricingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your order" |
*
* @param {Checkout_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_price_failed: ((inputs?: Checkout_Price_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Price_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Checkout_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pick_up_at: ((inputs?: Checkout_Pick_Up_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pick_Up_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your address" |
*
* @param {Checkout_Your_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_your_address: ((inputs?: Checkout_Your_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Your_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliver to" |
*
* @param {Checkout_Deliver_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_deliver_to: ((inputs?: Checkout_Deliver_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Deliver_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change address" |
*
* @param {Checkout_Change_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_change_address: ((inputs?: Checkout_Change_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Change_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Checkout_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_when: ((inputs?: Checkout_WhenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_WhenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change day" |
*
* @param {Checkout_Change_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_change_day: ((inputs?: Checkout_Change_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Change_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change card" |
*
* @param {Checkout_Change_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_change_card: ((inputs?: Checkout_Change_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Change_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed by {name}" |
*
* @param {Checkout_Signed_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signed_by: ((inputs: Checkout_Signed_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Signed_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order was not confirmed" |
*
* @param {Checkout_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_not_confirmed: ((inputs?: Checkout_Not_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Not_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Trying again never charges you twice." |
*
* @param {Checkout_Never_TwiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_never_twice: ((inputs?: Checkout_Never_TwiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Never_TwiceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to review" |
*
* @param {Checkout_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_review: ((inputs?: Checkout_Back_To_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Back_To_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Placing your order" |
*
* @param {Checkout_PlacingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placing: ((inputs?: Checkout_PlacingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_PlacingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Place order and pay {amount} today" |
*
* @param {Checkout_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_place_order: ((inputs: Checkout_Place_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Place_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When will you pick up?" |
*
* @param {Checkout_When_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_when_pickup: ((inputs?: Checkout_When_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_When_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When should we deliver?" |
*
* @param {Checkout_When_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_when_deliver: ((inputs?: Checkout_When_DeliverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_When_DeliverInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading delivery days" |
*
* @param {Checkout_Loading_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_days: ((inputs?: Checkout_Loading_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Loading_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the delivery days" |
*
* @param {Checkout_Days_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_days_failed: ((inputs?: Checkout_Days_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Days_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From {from} to {to}" |
*
* @param {Checkout_Days_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_days_hint: ((inputs: Checkout_Days_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Days_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a day from {from} to {to}." |
*
* @param {Checkout_Days_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_days_error: ((inputs: Checkout_Days_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Days_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup day" |
*
* @param {Checkout_Pickup_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_day: ((inputs?: Checkout_Pickup_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery day" |
*
* @param {Checkout_Delivery_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_day: ((inputs?: Checkout_Delivery_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Delivery_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup window ({city} time)" |
*
* @param {Checkout_Pickup_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_window: ((inputs: Checkout_Pickup_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Time window ({city} time)" |
*
* @param {Checkout_Time_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_time_window: ((inputs: Checkout_Time_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Time_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Checkout_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_continue: ((inputs?: Checkout_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to address" |
*
* @param {Checkout_Back_To_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_address: ((inputs?: Checkout_Back_To_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Back_To_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check this field: {messages}" |
*
* @param {Checkout_Check_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_check_field: ((inputs: Checkout_Check_FieldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Check_FieldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check these {count} fields: {messages}" |
*
* @param {Checkout_Check_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_check_fields: ((inputs: Checkout_Check_FieldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Check_FieldsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "in the morning" |
*
* @param {Checkout_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_morning: ((inputs?: Checkout_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "in the afternoon" |
*
* @param {Checkout_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_afternoon: ((inputs?: Checkout_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "in the evening" |
*
* @param {Checkout_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_evening: ((inputs?: Checkout_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Checkout_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_anytime: ((inputs?: Checkout_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "for pickup" |
*
* @param {Checkout_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_pickup: ((inputs?: Checkout_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount}" |
*
* @param {Checkout_Line_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_financing: ((inputs: Checkout_Line_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Line_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly subscription, yours once paid off" |
*
* @param {Checkout_Line_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_subscription: ((inputs?: Checkout_Line_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Line_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Checkout_Line_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_rental: ((inputs?: Checkout_Line_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Line_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bought" |
*
* @param {Checkout_Line_BoughtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_bought: ((inputs?: Checkout_Line_BoughtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Line_BoughtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your order" |
*
* @param {Checkout_Loading_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_order: ((inputs?: Checkout_Loading_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Loading_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your order" |
*
* @param {Checkout_Order_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_failed: ((inputs?: Checkout_Order_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Order_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find this order" |
*
* @param {Checkout_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_not_found: ((inputs?: Checkout_Order_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Order_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Checkout_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_go_to_account: ((inputs?: Checkout_Go_To_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Go_To_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is safe; only this page failed to load." |
*
* @param {Checkout_Order_SafeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_safe: ((inputs?: Checkout_Order_SafeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Order_SafeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It may belong to another account." |
*
* @param {Checkout_Other_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_other_account: ((inputs?: Checkout_Other_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Other_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, your order is placed" |
*
* @param {Checkout_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_success_title: ((inputs?: Checkout_Success_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Success_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Checkout_Order_Number_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_number_label: ((inputs?: Checkout_Order_Number_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Order_Number_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We sent the receipt to {email}." |
*
* @param {Checkout_Receipt_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_receipt_sent: ((inputs: Checkout_Receipt_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Receipt_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up your order at" |
*
* @param {Checkout_Pickup_At_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_at_before: ((inputs?: Checkout_Pickup_At_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_At_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on" |
*
* @param {Checkout_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_on: ((inputs?: Checkout_Pickup_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "between 10 am and 5 pm. Bring photo ID and your order number." |
*
* @param {Checkout_Pickup_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_after: ((inputs?: Checkout_Pickup_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Pickup_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery on" |
*
* @param {Checkout_Delivery_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_on: ((inputs?: Checkout_Delivery_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Delivery_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to {address}" |
*
* @param {Checkout_Delivery_To_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_to_address: ((inputs: Checkout_Delivery_To_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Delivery_To_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "unit {unit}" |
*
* @param {Checkout_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_unit: ((inputs: Checkout_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly payment agreement is not signed yet" |
*
* @param {Checkout_Agreement_UnsignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_unsigned: ((inputs?: Checkout_Agreement_UnsignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Agreement_UnsignedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read and sign it" |
*
* @param {Checkout_Read_And_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_read_and_sign: ((inputs?: Checkout_Read_And_SignInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Read_And_SignInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "before delivery." |
*
* @param {Checkout_Before_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_before_delivery: ((inputs?: Checkout_Before_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Before_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Checkout_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_items: ((inputs?: Checkout_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Checkout_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_retail: ((inputs?: Checkout_RetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_RetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "sold at 85% off" |
*
* @param {Checkout_Sold_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sold_off: ((inputs?: Checkout_Sold_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Sold_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Checkout_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_quantity: ((inputs: Checkout_QuantityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_QuantityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Checkout_TotalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_totals: ((inputs?: Checkout_TotalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_TotalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then {amount} plus tax for your monthly items, billed from a month after delivery." |
*
* @param {Checkout_Monthly_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_monthly_after: ((inputs: Checkout_Monthly_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Monthly_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged to {brand} ending {last4}." |
*
* @param {Checkout_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_charged_to: ((inputs: Checkout_Charged_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Charged_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {Checkout_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_view_receipt: ((inputs?: Checkout_View_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_View_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your orders in your account" |
*
* @param {Checkout_See_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_see_orders: ((inputs?: Checkout_See_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_See_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Checkout_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_keep_shopping: ((inputs?: Checkout_Keep_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Keep_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Checkout_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_an_item: ((inputs?: Checkout_An_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_An_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {error}" |
*
* @param {Checkout_Line_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_problem: ((inputs: Checkout_Line_ProblemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Line_ProblemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach our servers. Check your connection and try again." |
*
* @param {Checkout_Problem_UnreachableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_unreachable: ((inputs?: Checkout_Problem_UnreachableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_UnreachableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong." |
*
* @param {Checkout_Problem_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_unknown: ((inputs?: Checkout_Problem_UnknownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_UnknownInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery day and a time window." |
*
* @param {Checkout_Problem_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_choose_day: ((inputs?: Checkout_Problem_Choose_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Choose_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a saved card or enter a new one." |
*
* @param {Checkout_Problem_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_choose_card: ((inputs?: Checkout_Problem_Choose_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Choose_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a card." |
*
* @param {Checkout_Problem_Enter_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_enter_card: ((inputs?: Checkout_Problem_Enter_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Enter_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the name on the card." |
*
* @param {Checkout_Problem_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_name: ((inputs?: Checkout_Problem_Card_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Card_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check the card number." |
*
* @param {Checkout_Problem_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_number: ((inputs?: Checkout_Problem_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the expiry as MM/YY." |
*
* @param {Checkout_Problem_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_expiry: ((inputs?: Checkout_Problem_Card_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Card_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the 3 or 4 digit security code." |
*
* @param {Checkout_Problem_Card_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_cvc: ((inputs?: Checkout_Problem_Card_CvcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Card_CvcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a first name." |
*
* @param {Checkout_Problem_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_first_name: ((inputs?: Checkout_Problem_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a last name." |
*
* @param {Checkout_Problem_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_last_name: ((inputs?: Checkout_Problem_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the street address." |
*
* @param {Checkout_Problem_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_street: ((inputs?: Checkout_Problem_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the city." |
*
* @param {Checkout_Problem_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_city: ((inputs?: Checkout_Problem_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a province." |
*
* @param {Checkout_Problem_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_province: ((inputs?: Checkout_Problem_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a postal code." |
*
* @param {Checkout_Problem_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_postal_code: ((inputs?: Checkout_Problem_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code like A1A 1A1." |
*
* @param {Checkout_Problem_Postal_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_postal_format: ((inputs?: Checkout_Problem_Postal_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Postal_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A postal code starting with {letter} is in {provinces}. Check the postal code or the province." |
*
* @param {Checkout_Problem_Postal_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_postal_province: ((inputs: Checkout_Problem_Postal_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_Postal_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit phone number, e.g. 416 555 0134." |
*
* @param {Checkout_Problem_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_phone: ((inputs?: Checkout_Problem_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the floor as a number." |
*
* @param {Checkout_Problem_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_floor: ((inputs?: Checkout_Problem_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Problem_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{city} doesn't deliver to {postalCode}." |
*
* @param {Checkout_Area_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_refused: ((inputs: Checkout_Area_RefusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Area_RefusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{refused} None of our cities delivers there yet: choose another address." |
*
* @param {Checkout_Area_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_none: ((inputs: Checkout_Area_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Area_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{refused} {names} delivers there: change your city to {names}, or choose another address." |
*
* @param {Checkout_Area_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_one: ((inputs: Checkout_Area_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Area_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{refused} {names} deliver there: change your city to {names}, or choose another address." |
*
* @param {Checkout_Area_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_other: ((inputs: Checkout_Area_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Area_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Checkout_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_ab: ((inputs?: Checkout_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Checkout_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_bc: ((inputs?: Checkout_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Checkout_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_mb: ((inputs?: Checkout_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Checkout_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nb: ((inputs?: Checkout_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Checkout_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nl: ((inputs?: Checkout_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Checkout_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_ns: ((inputs?: Checkout_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Checkout_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nt: ((inputs?: Checkout_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Checkout_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nu: ((inputs?: Checkout_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Checkout_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_on: ((inputs?: Checkout_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Checkout_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_pe: ((inputs?: Checkout_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Checkout_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_qc: ((inputs?: Checkout_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Checkout_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_sk: ((inputs?: Checkout_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Checkout_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_yt: ((inputs?: Checkout_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Checkout_Language_SwitchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_language_switch: ((inputs?: Checkout_Language_SwitchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Language_SwitchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FR" |
*
* @param {Checkout_Language_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_language_code: ((inputs?: Checkout_Language_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Language_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Auth_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_something_wrong: ((inputs?: Auth_Something_WrongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Something_WrongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 second" |
*
* @param {Auth_Seconds_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_seconds_one: ((inputs?: Auth_Seconds_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Seconds_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} seconds" |
*
* @param {Auth_Seconds_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_seconds_other: ((inputs: Auth_Seconds_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Seconds_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 minute" |
*
* @param {Auth_Minutes_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_minutes_one: ((inputs?: Auth_Minutes_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Minutes_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} minutes" |
*
* @param {Auth_Minutes_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_minutes_other: ((inputs: Auth_Minutes_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Minutes_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 hour" |
*
* @param {Auth_Hours_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_hours_one: ((inputs?: Auth_Hours_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Hours_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} hours" |
*
* @param {Auth_Hours_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_hours_other: ((inputs: Auth_Hours_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Hours_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That email and password do not match an account. Check them and try again, or reset your password." |
*
* @param {Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_credentials: ((inputs?: Auth_Invalid_CredentialsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_CredentialsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That password is too common. Choose one that is harder to guess." |
*
* @param {Auth_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_too_common: ((inputs?: Auth_Password_Too_CommonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Too_CommonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Auth_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_session_ended: ((inputs?: Auth_Session_EndedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Session_EndedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Auth_No_AuthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_no_auth: ((inputs?: Auth_No_AuthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_No_AuthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts. Please wait {wait} and try again." |
*
* @param {Auth_Too_Many_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_wait: ((inputs: Auth_Too_Many_WaitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Too_Many_WaitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts. Please wait a few minutes and try again." |
*
* @param {Auth_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many: ((inputs?: Auth_Too_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Too_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This link has expired or was already used. Ask for a new one." |
*
* @param {Auth_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_link: ((inputs?: Auth_Invalid_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Auth_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_email: ((inputs?: Auth_Enter_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a valid email address, like name@example.ca." |
*
* @param {Auth_Valid_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_valid_email: ((inputs?: Auth_Valid_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Valid_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Auth_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_password: ((inputs?: Auth_Enter_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a password." |
*
* @param {Auth_Enter_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_new_password: ((inputs?: Auth_Enter_New_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_New_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at least {count} characters for your password." |
*
* @param {Auth_Password_MinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_min: ((inputs: Auth_Password_MinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_MinInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most {count} characters for your password." |
*
* @param {Auth_Password_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_max: ((inputs: Auth_Password_MaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_MaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password again." |
*
* @param {Auth_Enter_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_again: ((inputs?: Auth_Enter_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The passwords do not match." |
*
* @param {Auth_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_no_match: ((inputs?: Auth_No_MatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_No_MatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "At least {count} characters. A few words you will remember make a strong one." |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint: ((inputs: Auth_Password_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in: ((inputs?: Auth_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to see your furniture, deliveries and receipts." |
*
* @param {Auth_Login_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_login_intro: ((inputs?: Auth_Login_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New to Pivot?" |
*
* @param {Auth_New_To_PivotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_to_pivot: ((inputs?: Auth_New_To_PivotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_To_PivotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Auth_Create_An_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_create_an_account: ((inputs?: Auth_Create_An_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Create_An_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Auth_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email: ((inputs?: Auth_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password: ((inputs?: Auth_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password: ((inputs?: Auth_Forgot_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in, one moment" |
*
* @param {Auth_Signed_In_MomentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_moment: ((inputs?: Auth_Signed_In_MomentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_MomentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in" |
*
* @param {Auth_Signing_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_in: ((inputs?: Auth_Signing_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signing_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One account for your subscriptions, deliveries, receipts and returns. All it takes is an email and a password." |
*
* @param {Auth_Signup_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signup_intro: ((inputs?: Auth_Signup_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signup_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_have_account: ((inputs?: Auth_Have_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Have_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A friend sent you" |
*
* @param {Auth_Friend_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_friend_sent: ((inputs?: Auth_Friend_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Friend_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up here and your account starts with a first-order credit from your friend’s referral, applied when you check out." |
*
* @param {Auth_Friend_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_friend_text: ((inputs?: Auth_Friend_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Friend_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password: ((inputs?: Auth_Confirm_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account created, one moment" |
*
* @param {Auth_Account_Created_MomentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_account_created_moment: ((inputs?: Auth_Account_Created_MomentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Account_Created_MomentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Creating your account" |
*
* @param {Auth_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account: ((inputs?: Auth_Creating_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Creating_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_create_account: ((inputs?: Auth_Create_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Create_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If an account exists for that email, we sent a link to choose a new password. The link works for one hour." |
*
* @param {Auth_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent: ((inputs?: Auth_Reset_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remembered it?" |
*
* @param {Auth_RememberedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_remembered: ((inputs?: Auth_RememberedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_RememberedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Auth_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_sign_in: ((inputs?: Auth_Back_To_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Back_To_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check your email" |
*
* @param {Auth_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_check_email: ((inputs?: Auth_Check_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Check_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We used" |
*
* @param {Auth_We_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_we_used: ((inputs?: Auth_We_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_We_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". Nothing after a few minutes? Check your junk folder or try again." |
*
* @param {Auth_Nothing_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_nothing_after: ((inputs?: Auth_Nothing_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Nothing_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send another link" |
*
* @param {Auth_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_another: ((inputs?: Auth_Send_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title: ((inputs?: Auth_Reset_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the email you use with us and we will send you a link to choose a new one." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro: ((inputs?: Auth_Reset_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sending the link" |
*
* @param {Auth_Sending_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sending_link: ((inputs?: Auth_Sending_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sending_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send the link" |
*
* @param {Auth_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_link: ((inputs?: Auth_Send_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Auth_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_continue_with: ((inputs: Auth_Continue_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Continue_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing you in" |
*
* @param {Auth_Signing_You_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_you_in: ((inputs?: Auth_Signing_You_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signing_You_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{label}…" |
*
* @param {Auth_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_working: ((inputs: Auth_WorkingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_WorkingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Finish creating your account" |
*
* @param {Auth_Finish_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_finish_title: ((inputs?: Auth_Finish_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Finish_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page finishes signing in with another service, and the link to it has expired or is incomplete. Please start again." |
*
* @param {Auth_Link_Expired_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_expired_start: ((inputs?: Auth_Link_Expired_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_Expired_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page finishes signing in with another service, and the link to it has expired or is incomplete. Please sign in again." |
*
* @param {Auth_Link_Expired_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_expired_sign_in: ((inputs?: Auth_Link_Expired_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_Expired_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Auth_Go_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_sign_in: ((inputs?: Auth_Go_To_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Go_To_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{provider} did not share your email address with us. Enter the one we should use for your receipts and delivery updates." |
*
* @param {Auth_No_Email_SharedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_no_email_shared: ((inputs: Auth_No_Email_SharedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_No_Email_SharedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Auth_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_continue: ((inputs?: Auth_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link your accounts" |
*
* @param {Auth_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_title: ((inputs?: Auth_Link_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "already has a Pivot account with a password." |
*
* @param {Auth_Already_HasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_already_has: ((inputs?: Auth_Already_HasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Already_HasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter that password once to link your {provider} sign-in to it. After that, either way signs you in to the same account." |
*
* @param {Auth_Link_ProviderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_provider: ((inputs: Auth_Link_ProviderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_ProviderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter that password once to link the two to it. After that, either way signs you in to the same account." |
*
* @param {Auth_Link_TwoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_two: ((inputs?: Auth_Link_TwoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_TwoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not your account?" |
*
* @param {Auth_Not_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_not_your_account: ((inputs?: Auth_Not_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Not_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in another way" |
*
* @param {Auth_Sign_In_Another_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_another_way: ((inputs?: Auth_Sign_In_Another_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_Another_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The account to link to." |
*
* @param {Auth_Account_To_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_account_to_link: ((inputs?: Auth_Account_To_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Account_To_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Linking your accounts" |
*
* @param {Auth_LinkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_linking: ((inputs?: Auth_LinkingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_LinkingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link and sign in" |
*
* @param {Auth_Link_And_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_and_sign_in: ((inputs?: Auth_Link_And_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_And_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in on another device" |
*
* @param {Auth_Device_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_title: ((inputs?: Auth_Device_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in here, you can make a link that signs you in on your phone or another computer without typing your password. Sign in first." |
*
* @param {Auth_Device_Intro_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_intro_signed_out: ((inputs?: Auth_Device_Intro_Signed_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_Intro_Signed_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a link that signs" |
*
* @param {Auth_Device_Make_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_make_before: ((inputs?: Auth_Device_Make_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_Make_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "you" |
*
* @param {Auth_Device_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_you: ((inputs?: Auth_Device_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "in on another device without a password. Open it there; it works once." |
*
* @param {Auth_Device_Make_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_make_after: ((inputs?: Auth_Device_Make_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_Make_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your sign-in link" |
*
* @param {Auth_Your_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_your_link: ((inputs?: Auth_Your_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Your_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It works once, for the next {wait}. Anyone with it can sign in as you: only share it with yourself." |
*
* @param {Auth_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_hint: ((inputs: Auth_Link_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Auth_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_copied: ((inputs?: Auth_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Auth_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_copy_link: ((inputs?: Auth_Copy_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Copy_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a new link" |
*
* @param {Auth_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_link: ((inputs?: Auth_New_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link is copied." |
*
* @param {Auth_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_copied: ((inputs?: Auth_Link_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Making your link" |
*
* @param {Auth_Making_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_making_link: ((inputs?: Auth_Making_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Making_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a sign-in link" |
*
* @param {Auth_Make_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_make_link: ((inputs?: Auth_Make_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Make_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Renewing your session" |
*
* @param {Auth_RenewingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_renewing: ((inputs?: Auth_RenewingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_RenewingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send the link. Check your connection and try again." |
*
* @param {Auth_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_failed: ((inputs?: Auth_Send_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A new link is on its way to {email}." |
*
* @param {Auth_Link_On_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_on_way: ((inputs: Auth_Link_On_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_On_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send the link again" |
*
* @param {Auth_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_again: ((inputs?: Auth_Send_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Auth_New_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_title: ((inputs?: Auth_New_Password_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_Password_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password is changed" |
*
* @param {Auth_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_changed: ((inputs?: Auth_Password_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You are signed in with your new password. For your security, we signed out every other device that used the old one." |
*
* @param {Auth_Password_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_changed_text: ((inputs?: Auth_Password_Changed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Changed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Auth_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_account: ((inputs?: Auth_Go_To_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Go_To_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue shopping" |
*
* @param {Auth_Continue_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_continue_shopping: ((inputs?: Auth_Continue_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Continue_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This link no longer works" |
*
* @param {Auth_Link_No_LongerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_no_longer: ((inputs?: Auth_Link_No_LongerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_No_LongerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send me a new link" |
*
* @param {Auth_Send_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_new_link: ((inputs?: Auth_Send_New_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_New_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the password you will sign in with from now on." |
*
* @param {Auth_New_Password_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_intro: ((inputs?: Auth_New_Password_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_Password_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link not working?" |
*
* @param {Auth_Link_Not_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_not_working: ((inputs?: Auth_Link_Not_WorkingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_Not_WorkingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for a new one" |
*
* @param {Auth_Ask_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_ask_new: ((inputs?: Auth_Ask_NewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Ask_NewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password: ((inputs?: Auth_New_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Auth_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_new_password: ((inputs?: Auth_Confirm_New_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_New_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your new password" |
*
* @param {Auth_Saving_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_saving_password: ((inputs?: Auth_Saving_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Saving_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save new password" |
*
* @param {Auth_Save_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_save_password: ((inputs?: Auth_Save_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Save_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with {provider}" |
*
* @param {Auth_Social_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_social_title: ((inputs: Auth_Social_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Social_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in with {provider} did not finish. Please try again from the sign-in page." |
*
* @param {Auth_Social_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_social_failed: ((inputs: Auth_Social_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Social_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with a link" |
*
* @param {Auth_Temp_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_temp_title: ((inputs?: Auth_Temp_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Temp_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with your password" |
*
* @param {Auth_Sign_In_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_password: ((inputs?: Auth_Sign_In_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You are signed in" |
*
* @param {Auth_Signed_In_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_title: ((inputs?: Auth_Signed_In_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This device is now signed in as" |
*
* @param {Auth_Device_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_signed_in_as: ((inputs?: Auth_Device_Signed_In_AsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_Signed_In_AsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This device is now signed in." |
*
* @param {Auth_Device_Signed_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_signed_in: ((inputs?: Auth_Device_Signed_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Device_Signed_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link you used has done its job and will not work again." |
*
* @param {Auth_Link_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_done: ((inputs?: Auth_Link_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email" |
*
* @param {Auth_Confirm_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email: ((inputs?: Auth_Confirm_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your email is confirmed" |
*
* @param {Auth_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmed: ((inputs?: Auth_Email_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. We will send receipts and delivery updates to" |
*
* @param {Auth_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmed_text: ((inputs?: Auth_Email_Confirmed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Confirmed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming your email" |
*
* @param {Auth_Confirming_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirming_email: ((inputs?: Auth_Confirming_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirming_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Auth_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_my_account: ((inputs?: Auth_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_as: ((inputs?: Auth_Signed_In_AsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_AsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You are signed in." |
*
* @param {Auth_You_Are_Signed_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_you_are_signed_in: ((inputs?: Auth_You_Are_Signed_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_You_Are_Signed_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account pages" |
*
* @param {Auth_Account_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_account_pages: ((inputs?: Auth_Account_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Account_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Auth_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_profile: ((inputs?: Auth_ProfileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ProfileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your name, phone numbers, email and what we send you." |
*
* @param {Auth_Profile_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_profile_text: ((inputs?: Auth_Profile_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Profile_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Auth_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_address: ((inputs?: Auth_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where we deliver, and what is at each address." |
*
* @param {Auth_Address_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_address_text: ((inputs?: Auth_Address_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Address_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Auth_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_receipts: ((inputs?: Auth_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order you placed, ready to view and print." |
*
* @param {Auth_Receipts_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_receipts_text: ((inputs?: Auth_Receipts_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Receipts_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing out" |
*
* @param {Auth_Signing_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_out: ((inputs?: Auth_Signing_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signing_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Auth_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out: ((inputs?: Auth_Sign_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Auth_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_again: ((inputs?: Auth_Sign_In_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading {what}" |
*
* @param {Account_Load_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_loading: ((inputs: Account_Load_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Load_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load {what}" |
*
* @param {Account_Load_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_failed_title: ((inputs: Account_Load_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Load_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed. Check your connection and try again." |
*
* @param {Account_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_failed_text: ((inputs?: Account_Load_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Load_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Trying again" |
*
* @param {Account_Trying_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_trying_again: ((inputs?: Account_Trying_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Trying_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Account_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_try_again: ((inputs?: Account_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your account" |
*
* @param {Account_What_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_account: ((inputs?: Account_What_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your products" |
*
* @param {Account_What_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_products: ((inputs?: Account_What_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your deliveries" |
*
* @param {Account_What_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_deliveries: ((inputs?: Account_What_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count}, page {page} of {pageCount}" |
*
* @param {Account_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_count: ((inputs: Account_Page_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Account_Go_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_go_first_page: ((inputs?: Account_Go_First_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Go_First_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Page_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_profile: ((inputs?: Account_Page_ProfileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_ProfileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your name, phone numbers, email and what we send you." |
*
* @param {Account_Page_Profile_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_profile_hint: ((inputs?: Account_Page_Profile_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Profile_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_Page_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_address: ((inputs?: Account_Page_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where we deliver, and what is at each address." |
*
* @param {Account_Page_Address_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_address_hint: ((inputs?: Account_Page_Address_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Address_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Products" |
*
* @param {Account_Page_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_my_products: ((inputs?: Account_Page_My_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_My_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every piece you have, what is paid and what is left." |
*
* @param {Account_Page_My_Products_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_my_products_hint: ((inputs?: Account_Page_My_Products_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_My_Products_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming bill" |
*
* @param {Account_Page_Upcoming_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_upcoming_bill: ((inputs?: Account_Page_Upcoming_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Upcoming_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What your next monthly bill will be, and when." |
*
* @param {Account_Page_Upcoming_Bill_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_upcoming_bill_hint: ((inputs?: Account_Page_Upcoming_Bill_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Upcoming_Bill_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing history" |
*
* @param {Account_Page_Billing_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_billing_history: ((inputs?: Account_Page_Billing_HistoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Billing_HistoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month’s bill: charged, declined or paid late." |
*
* @param {Account_Page_Billing_History_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_billing_history_hint: ((inputs?: Account_Page_Billing_History_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Billing_History_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment information" |
*
* @param {Account_Page_Payment_InformationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_payment_information: ((inputs?: Account_Page_Payment_InformationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Payment_InformationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card we bill, and any overdue balance." |
*
* @param {Account_Page_Payment_Information_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_payment_information_hint: ((inputs?: Account_Page_Payment_Information_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Payment_Information_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Account_Page_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_deliveries: ((inputs?: Account_Page_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When the crew comes, how you hear about it, and moving a visit." |
*
* @param {Account_Page_Deliveries_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_deliveries_hint: ((inputs?: Account_Page_Deliveries_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Deliveries_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Account_Page_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_receipts: ((inputs?: Account_Page_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order, bill, tip, refund and credit, ready to view and print." |
*
* @param {Account_Page_Receipts_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_receipts_hint: ((inputs?: Account_Page_Receipts_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Receipts_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unsigned agreements" |
*
* @param {Account_Page_Unsigned_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_unsigned_agreements: ((inputs?: Account_Page_Unsigned_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Unsigned_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly agreements waiting for your signature." |
*
* @param {Account_Page_Unsigned_Agreements_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_unsigned_agreements_hint: ((inputs?: Account_Page_Unsigned_Agreements_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Unsigned_Agreements_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Product reviews" |
*
* @param {Account_Page_Product_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_product_reviews: ((inputs?: Account_Page_Product_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Product_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rate the pieces we delivered and tell other shoppers about them." |
*
* @param {Account_Page_Product_Reviews_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_product_reviews_hint: ((inputs?: Account_Page_Product_Reviews_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Product_Reviews_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Referral" |
*
* @param {Account_Page_ReferralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_referral: ((inputs?: Account_Page_ReferralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_ReferralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your link to share, who joined and the credit you earned." |
*
* @param {Account_Page_Referral_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_referral_hint: ((inputs?: Account_Page_Referral_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Page_Referral_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account pages" |
*
* @param {Account_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pages_label: ((inputs?: Account_Pages_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pages_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overdue balance: {amount}" |
*
* @param {Account_Overdue_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_title: ((inputs: Account_Overdue_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly bill was declined. Pay it now to keep your furniture." |
*
* @param {Account_Overdue_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_text: ((inputs?: Account_Overdue_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay the overdue balance" |
*
* @param {Account_Overdue_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_pay: ((inputs?: Account_Overdue_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Overdue_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Agreements to sign" |
*
* @param {Account_Unsigned_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_title: ((inputs?: Account_Unsigned_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unsigned_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order is waiting for your signature on its monthly agreement." |
* | "other" | "{count} orders are waiting for your signature on their monthly agreements." |
*
* @param {Account_Unsigned_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_text: ((inputs: Account_Unsigned_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unsigned_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign them" |
*
* @param {Account_Unsigned_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_sign: ((inputs?: Account_Unsigned_SignInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unsigned_SignInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email" |
*
* @param {Account_Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_email_title: ((inputs?: Account_Confirm_Email_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Email_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a link to {email}; open it to confirm the address." |
*
* @param {Account_Confirm_Email_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_email_text: ((inputs: Account_Confirm_Email_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Email_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your mobile number" |
*
* @param {Account_Confirm_Mobile_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_title: ((inputs?: Account_Confirm_Mobile_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Mobile_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery texts go to it once it is confirmed." |
*
* @param {Account_Confirm_Mobile_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_text: ((inputs?: Account_Confirm_Mobile_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Mobile_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Get a code by text" |
*
* @param {Account_Confirm_Mobile_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_link: ((inputs?: Account_Confirm_Mobile_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Mobile_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Account_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_waiting_title: ((inputs?: Account_Waiting_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Waiting_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next bill" |
*
* @param {Account_Next_Bill_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_bill_title: ((inputs?: Account_Next_Bill_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Bill_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on" |
*
* @param {Account_Next_Bill_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_bill_on: ((inputs?: Account_Next_Bill_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Bill_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more bill follows for your other addresses." |
* | "other" | "{count} more bills follow for your other addresses." |
*
* @param {Account_More_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_more_bills: ((inputs: Account_More_BillsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_More_BillsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the whole bill" |
*
* @param {Account_See_Whole_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_whole_bill: ((inputs?: Account_See_Whole_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Whole_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing more to bill: no monthly payments are coming up." |
*
* @param {Account_No_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill: ((inputs?: Account_No_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next delivery or pickup" |
*
* @param {Account_Next_Visit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_title: ((inputs?: Account_Next_Visit_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Visit_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup of order {number}: {when}" |
*
* @param {Account_Next_Visit_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_pickup: ((inputs: Account_Next_Visit_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Visit_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery of order {number}: {when}" |
*
* @param {Account_Next_Visit_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_delivery: ((inputs: Account_Next_Visit_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Visit_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is scheduled." |
*
* @param {Account_Nothing_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_scheduled: ((inputs?: Account_Nothing_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow it" |
*
* @param {Account_Follow_ItInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_it: ((inputs?: Account_Follow_ItInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_ItInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All deliveries" |
*
* @param {Account_All_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_all_deliveries: ((inputs?: Account_All_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_All_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your furniture" |
*
* @param {Account_Your_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_furniture: ((inputs?: Account_Your_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have no furniture with us right now." |
*
* @param {Account_No_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture: ((inputs?: Account_No_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Account_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_browse_furniture: ((inputs?: Account_Browse_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Browse_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See what is paid and left on each" |
*
* @param {Account_See_Paid_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_paid_left: ((inputs?: Account_See_Paid_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Paid_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit:" |
*
* @param {Account_Credit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_label: ((inputs?: Account_Credit_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", used first on your next order or bill." |
*
* @param {Account_Credit_Used_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_used_first: ((inputs?: Account_Credit_Used_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_Used_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "morning" |
*
* @param {Account_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_morning: ((inputs?: Account_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "afternoon" |
*
* @param {Account_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_afternoon: ((inputs?: Account_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "evening" |
*
* @param {Account_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_evening: ((inputs?: Account_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Account_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_anytime: ((inputs?: Account_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup at the warehouse, 10 am to 5 pm" |
*
* @param {Account_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_pickup: ((inputs?: Account_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{day}, {window}" |
*
* @param {Account_Day_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_day_window: ((inputs: Account_Day_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Day_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To be scheduled" |
*
* @param {Account_To_Be_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_be_scheduled: ((inputs?: Account_To_Be_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_To_Be_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Account_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_pending: ((inputs?: Account_Status_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_confirmed: ((inputs?: Account_Status_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery scheduled" |
*
* @param {Account_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_scheduled: ((inputs?: Account_Status_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out for delivery" |
*
* @param {Account_Status_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_out_for_delivery: ((inputs?: Account_Status_Out_For_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_Out_For_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_completed: ((inputs?: Account_Status_CompletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_CompletedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_cancelled: ((inputs?: Account_Status_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Account_Status_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_payment_failed: ((inputs?: Account_Status_Payment_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Status_Payment_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Account_Return_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_scheduled: ((inputs?: Account_Return_Status_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Status_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew on its way" |
*
* @param {Account_Return_Status_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_out_for_delivery: ((inputs?: Account_Return_Status_Out_For_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Status_Out_For_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Return_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_completed: ((inputs?: Account_Return_Status_CompletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Status_CompletedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Account_Type_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_order: ((inputs?: Account_Type_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return" |
*
* @param {Account_Type_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_return: ((inputs?: Account_Type_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap" |
*
* @param {Account_Type_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_swap: ((inputs?: Account_Type_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move" |
*
* @param {Account_Type_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_move: ((inputs?: Account_Type_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout" |
*
* @param {Account_Type_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_buyout: ((inputs?: Account_Type_BuyoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_BuyoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swatches" |
*
* @param {Account_Type_SwatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_swatch: ((inputs?: Account_Type_SwatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Type_SwatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly bill" |
*
* @param {Account_Kind_Monthly_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_monthly_bill: ((inputs?: Account_Kind_Monthly_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_Monthly_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overdue payment" |
*
* @param {Account_Kind_Overdue_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_overdue_payment: ((inputs?: Account_Kind_Overdue_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_Overdue_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew tip" |
*
* @param {Account_Kind_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_tip: ((inputs?: Account_Kind_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Account_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_refund: ((inputs?: Account_Kind_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Account_Kind_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_credit: ((inputs?: Account_Kind_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Kind_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Account_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card: ((inputs?: Account_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} ending {digits}" |
*
* @param {Account_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_ending: ((inputs: Account_Card_EndingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_EndingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{card}, expires {expiry}" |
*
* @param {Account_Card_ExpiresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires: ((inputs: Account_Card_ExpiresInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_ExpiresInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription, billed monthly" |
*
* @param {Account_Purchase_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_subscription: ((inputs?: Account_Purchase_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing, {count} monthly payments of {amount}" |
*
* @param {Account_Purchase_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_financing: ((inputs: Account_Purchase_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental, billed monthly until returned" |
*
* @param {Account_Purchase_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_rental: ((inputs?: Account_Purchase_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Purchase" |
*
* @param {Account_Purchase_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_purchase: ((inputs?: Account_Purchase_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Purchase_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{label}, final sale" |
*
* @param {Account_Final_Sale_SuffixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_final_sale_suffix: ((inputs: Account_Final_Sale_SuffixInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Final_Sale_SuffixInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No items" |
*
* @param {Account_No_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_items: ((inputs?: Account_No_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Account_Item_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item_count: ((inputs: Account_Item_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Item_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Paper_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_paid: ((inputs?: Account_Paper_Status_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid late" |
*
* @param {Account_Paper_Status_Paid_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_paid_late: ((inputs?: Account_Paper_Status_Paid_LateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_Paid_LateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_Paper_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_declined: ((inputs?: Account_Paper_Status_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Being charged" |
*
* @param {Account_Paper_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_open: ((inputs?: Account_Paper_Status_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Account_Paper_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_refunded: ((inputs?: Account_Paper_Status_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credited" |
*
* @param {Account_Paper_Status_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_credited: ((inputs?: Account_Paper_Status_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Status_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Referral reward" |
*
* @param {Account_Credit_ReferralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_referral: ((inputs?: Account_Credit_ReferralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_ReferralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refund to account credit" |
*
* @param {Account_Credit_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_refund: ((inputs?: Account_Credit_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Goodwill credit" |
*
* @param {Account_Credit_GoodwillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_goodwill: ((inputs?: Account_Credit_GoodwillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_GoodwillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit adjustment" |
*
* @param {Account_Credit_AdjustmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_adjustment: ((inputs?: Account_Credit_AdjustmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_AdjustmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Owed on {number}" |
*
* @param {Account_Owed_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_owed_on: ((inputs: Account_Owed_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Owed_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your address" |
*
* @param {Account_Your_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_address: ((inputs?: Account_Your_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} · {count}" |
*
* @param {Account_Title_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_title_count: ((inputs: Account_Title_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Title_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the crew of {number}" |
*
* @param {Account_Tip_For_Crew_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew_of: ((inputs: Account_Tip_For_Crew_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_For_Crew_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your delivery" |
*
* @param {Account_Your_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_delivery: ((inputs?: Account_Your_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on {number}" |
*
* @param {Account_Refund_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_on: ((inputs: Account_Refund_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged" |
*
* @param {Account_Bill_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_charged: ((inputs?: Account_Bill_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid late" |
*
* @param {Account_Bill_Paid_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_paid_late: ((inputs?: Account_Bill_Paid_LateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_Paid_LateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_Bill_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_declined: ((inputs?: Account_Bill_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Being charged" |
*
* @param {Account_Bill_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_processing: ((inputs?: Account_Bill_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Account_Amount_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_refunded: ((inputs?: Account_Amount_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "credited" |
*
* @param {Account_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_credited: ((inputs?: Account_Amount_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "charged" |
*
* @param {Account_Amount_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_charged: ((inputs?: Account_Amount_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded {date}" |
*
* @param {Account_Row_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_refunded: ((inputs: Account_Row_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credited {date}" |
*
* @param {Account_Row_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_credited: ((inputs: Account_Row_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid {date}" |
*
* @param {Account_Row_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_paid: ((inputs: Account_Row_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tipped {date}" |
*
* @param {Account_Row_TippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_tipped: ((inputs: Account_Row_TippedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_TippedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Placed {date}" |
*
* @param {Account_Row_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_placed: ((inputs: Account_Row_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "+ {amount} crew tip" |
*
* @param {Account_Row_Crew_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_crew_tip: ((inputs: Account_Row_Crew_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Row_Crew_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {Account_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_receipt: ((inputs?: Account_View_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "for {kind} {number}" |
*
* @param {Account_View_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_receipt_for: ((inputs: Account_View_Receipt_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_Receipt_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Account_Receipts_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_title: ((inputs?: Account_Receipts_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order, monthly bill, tip, refund and credit, newest first. Open one to print it. Each month’s bill, charged or declined, is in your" |
*
* @param {Account_Receipts_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_intro: ((inputs?: Account_Receipts_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "billing history" |
*
* @param {Account_Receipts_Intro_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_intro_link: ((inputs?: Account_Receipts_Intro_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Intro_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your receipts" |
*
* @param {Account_Receipts_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_loading: ((inputs?: Account_Receipts_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your receipts" |
*
* @param {Account_Receipts_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_failed: ((inputs?: Account_Receipts_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your orders are safe; only this list failed to load." |
*
* @param {Account_Receipts_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_failed_text: ((inputs?: Account_Receipts_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No receipts yet" |
*
* @param {Account_Receipts_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_title: ((inputs?: Account_Receipts_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Start shopping" |
*
* @param {Account_Start_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_start_shopping: ((inputs?: Account_Start_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Start_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When you place an order or a monthly bill is charged, its receipt appears here." |
*
* @param {Account_Receipts_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_text: ((inputs?: Account_Receipts_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} receipt" |
* | "other" | "{count} receipts" |
*
* @param {Account_Receipts_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_count: ((inputs: Account_Receipts_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt pages" |
*
* @param {Account_Receipts_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_pages: ((inputs?: Account_Receipts_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There are no receipts on this page." |
*
* @param {Account_Receipts_Empty_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_page: ((inputs?: Account_Receipts_Empty_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipts_Empty_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Account_Paper_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_issued: ((inputs?: Account_Paper_IssuedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_IssuedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded on" |
*
* @param {Account_Paper_Refunded_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_refunded_on: ((inputs?: Account_Paper_Refunded_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Refunded_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credited on" |
*
* @param {Account_Paper_Credited_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_credited_on: ((inputs?: Account_Paper_Credited_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Credited_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Account_Paper_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_paid_on: ((inputs?: Account_Paper_Paid_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Paid_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total refunded" |
*
* @param {Account_Paper_Total_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_total_refunded: ((inputs?: Account_Paper_Total_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Total_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total credited" |
*
* @param {Account_Paper_Total_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_total_credited: ((inputs?: Account_Paper_Total_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_Total_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total charged" |
*
* @param {Account_Total_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_total_charged: ((inputs?: Account_Total_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Total_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Account_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_invoice: ((inputs?: Account_InvoiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_InvoiceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Account_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_note: ((inputs?: Account_Credit_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Account_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt: ((inputs?: Account_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "GST/HST no. {number}" |
*
* @param {Account_Gst_Hst_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_gst_hst_number: ((inputs: Account_Gst_Hst_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Gst_Hst_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "QST no. {number}" |
*
* @param {Account_Qst_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_qst_number: ((inputs: Account_Qst_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Qst_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt details" |
*
* @param {Account_Receipt_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_details: ((inputs?: Account_Receipt_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bill date" |
*
* @param {Account_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_date: ((inputs?: Account_Bill_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bill_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card declined" |
*
* @param {Account_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined: ((inputs?: Account_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For order" |
*
* @param {Account_For_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_order: ((inputs?: Account_For_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_For_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the bill of" |
*
* @param {Account_For_Bill_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_bill_of: ((inputs?: Account_For_Bill_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_For_Bill_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Account_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_customer: ((inputs?: Account_CustomerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CustomerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed for" |
*
* @param {Account_Billed_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billed_for: ((inputs?: Account_Billed_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Billed_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address: ((inputs?: Account_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Account_This_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_this_month: ((inputs?: Account_This_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_This_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Account_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_details: ((inputs?: Account_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Account_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_description: ((inputs?: Account_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Account_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount: ((inputs?: Account_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Account_TotalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_totals: ((inputs?: Account_TotalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TotalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Account_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_subtotal: ((inputs?: Account_SubtotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SubtotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sales tax" |
*
* @param {Account_Sales_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sales_tax: ((inputs?: Account_Sales_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sales_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Account_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_none: ((inputs?: Account_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Account_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_total: ((inputs?: Account_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit used" |
*
* @param {Account_Credit_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_used: ((inputs?: Account_Credit_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Credit_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your account credit" |
*
* @param {Account_Added_To_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_added_to_credit: ((inputs?: Account_Added_To_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Added_To_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amount owed" |
*
* @param {Account_Amount_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_owed: ((inputs?: Account_Amount_OwedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amount_OwedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amounts in Canadian dollars (CAD). Taxes total {amount}." |
*
* @param {Account_Amounts_CadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amounts_cad: ((inputs: Account_Amounts_CadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Amounts_CadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Account_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment: ((inputs?: Account_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card was charged: the amount was added to your account credit." |
*
* @param {Account_No_Card_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_credit: ((inputs?: Account_No_Card_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid in full with account credit." |
*
* @param {Account_Paid_With_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_with_credit: ((inputs?: Account_Paid_With_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_With_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No card payment recorded." |
*
* @param {Account_No_Card_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_payment: ((inputs?: Account_No_Card_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Card_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded to {card}:" |
*
* @param {Account_Refunded_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded_to: ((inputs: Account_Refunded_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refunded_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged to {card}:" |
*
* @param {Account_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_to: ((inputs: Account_Charged_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Charged_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tried {card}:" |
*
* @param {Account_TriedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tried: ((inputs: Account_TriedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TriedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Account_On_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_on_date: ((inputs: Account_On_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_On_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Account_Payment_Failed_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_failed_status: ((inputs?: Account_Payment_Failed_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Failed_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "declined" |
*
* @param {Account_Payment_Declined_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_declined_status: ((inputs?: Account_Payment_Declined_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Declined_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pending" |
*
* @param {Account_Payment_Pending_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_pending_status: ((inputs?: Account_Payment_Pending_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Pending_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your note: “{note}”" |
*
* @param {Account_Your_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_note: ((inputs: Account_Your_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} is owed." |
*
* @param {Account_Is_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_is_owed: ((inputs: Account_Is_OwedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Is_OwedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay it or update your card" |
*
* @param {Account_Pay_Or_UpdateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_or_update: ((inputs?: Account_Pay_Or_UpdateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Or_UpdateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment terms: {terms} Questions about this receipt? Call {phone} or write to {email} with its number, {number}." |
*
* @param {Account_Paper_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_terms: ((inputs: Account_Paper_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paper_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Account_Payment_Refunded_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_refunded_status: ((inputs?: Account_Payment_Refunded_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Payment_Refunded_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This return is free: nothing is charged." |
*
* @param {Account_Return_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_free: ((inputs?: Account_Return_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined for the return fee: {amount} is owed." |
*
* @param {Account_Return_Fee_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_declined: ((inputs: Account_Return_Fee_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items are returned. We will try your card again; to pay now," |
*
* @param {Account_Return_Fee_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_retry: ((inputs?: Account_Return_Fee_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "update your card or pay the balance" |
*
* @param {Account_Return_Fee_Retry_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_retry_link: ((inputs?: Account_Return_Fee_Retry_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_Retry_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The return fee of {amount} is charged to your card on file once our crew has picked the items up." |
*
* @param {Account_Return_Fee_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_open: ((inputs: Account_Return_Fee_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Fee_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order details" |
*
* @param {Account_Order_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_details: ((inputs?: Account_Order_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order date" |
*
* @param {Account_Order_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_date: ((inputs?: Account_Order_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Account_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_paid: ((inputs?: Account_Not_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Account_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup: ((inputs?: Account_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Account_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery: ((inputs?: Account_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Account_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pick_up_at: ((inputs?: Account_Pick_Up_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pick_Up_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every day, 10 am to 5 pm (Toronto time)" |
*
* @param {Account_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_hours: ((inputs?: Account_Pickup_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{hours}. Bring photo ID and your order number." |
*
* @param {Account_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_bring: ((inputs: Account_Pickup_BringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_BringInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Depot" |
*
* @param {Account_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_depot: ((inputs?: Account_DepotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DepotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moved from" |
*
* @param {Account_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moved_from: ((inputs?: Account_Moved_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Moved_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up from" |
*
* @param {Account_Picked_Up_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_picked_up_from: ((inputs?: Account_Picked_Up_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Picked_Up_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Customer address" |
*
* @param {Account_Customer_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_customer_address: ((inputs?: Account_Customer_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Customer_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered to" |
*
* @param {Account_Delivered_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivered_to: ((inputs?: Account_Delivered_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivered_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No address" |
*
* @param {Account_No_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_address: ((inputs?: Account_No_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move address" |
*
* @param {Account_Move_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_address: ((inputs?: Account_Move_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Account_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_items: ((inputs?: Account_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Account_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item: ((inputs?: Account_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Account_QtyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_qty: ((inputs?: Account_QtyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_QtyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Account_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_price: ((inputs?: Account_Unit_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unit_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail {price}, sold at 85% off" |
*
* @param {Account_Retail_Sold_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_retail_sold_at: ((inputs: Account_Retail_Sold_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Retail_Sold_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Account_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_retail: ((inputs?: Account_RetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_RetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", sold at 85% off" |
*
* @param {Account_Sold_At_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sold_at_off: ((inputs?: Account_Sold_At_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sold_At_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover {price}; {monthly} in all" |
*
* @param {Account_Pivotcare_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pivotcare_line: ((inputs: Account_Pivotcare_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pivotcare_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled: not moved" |
*
* @param {Account_Cancelled_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelled_not_moved: ((inputs?: Account_Cancelled_Not_MovedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancelled_Not_MovedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled: not delivered" |
*
* @param {Account_Cancelled_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelled_not_delivered: ((inputs?: Account_Cancelled_Not_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancelled_Not_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moved to the move address; its monthly fee is unchanged" |
*
* @param {Account_Moved_Fee_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moved_fee_unchanged: ((inputs?: Account_Moved_Fee_UnchangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Moved_Fee_UnchangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Comes in place of the returned piece; first month billed on delivery" |
*
* @param {Account_Swap_In_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_in_place: ((inputs?: Account_Swap_In_PlaceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_In_PlaceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First month charged today" |
*
* @param {Account_First_Month_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_first_month_today: ((inputs?: Account_First_Month_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_First_Month_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly {amount}" |
*
* @param {Account_Assembly_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_assembly_amount: ((inputs: Account_Assembly_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Assembly_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup cancelled: {name} stays with you" |
*
* @param {Account_Pickup_Cancelled_StaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_cancelled_stays: ((inputs: Account_Pickup_Cancelled_StaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_Cancelled_StaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return pickup: {name}" |
*
* @param {Account_Return_Pickup_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_pickup_of: ((inputs: Account_Return_Pickup_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_Pickup_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move fee" |
*
* @param {Account_Move_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_fee: ((inputs?: Account_Move_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Account_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_products: ((inputs?: Account_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Account_Pickup_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_warehouse: ((inputs?: Account_Pickup_WarehouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_WarehouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Account_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_free: ((inputs?: Account_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Account_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_assembly: ((inputs?: Account_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return pickup" |
*
* @param {Account_Return_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_pickup: ((inputs?: Account_Return_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Return_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Account_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_discount: ((inputs?: Account_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Account_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded: ((inputs?: Account_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly fees do not change: {amount} plus tax for the moved items, billed as before." |
*
* @param {Account_Monthly_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_unchanged: ((inputs: Account_Monthly_UnchangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_UnchangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then {amount} plus tax for the monthly items, billed from a month after delivery." |
*
* @param {Account_Monthly_ThenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_then: ((inputs: Account_Monthly_ThenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_ThenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew tips" |
*
* @param {Account_Crew_TipsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_tips: ((inputs?: Account_Crew_TipsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_TipsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip for the delivery crew:" |
*
* @param {Account_Tip_For_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew: ((inputs?: Account_Tip_For_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_For_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip for the delivery crew charged to {card}:" |
*
* @param {Account_Tip_For_Crew_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew_card: ((inputs: Account_Tip_For_Crew_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_For_Crew_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tips go to the crew in full. They are charged apart from this order and are not taxed." |
*
* @param {Account_Tips_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tips_note: ((inputs?: Account_Tips_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tips_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment terms: the return fee is charged once, to the card on file, after the pickup." |
*
* @param {Account_Terms_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_return: ((inputs?: Account_Terms_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment terms: paid in full at checkout." |
*
* @param {Account_Terms_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_paid: ((inputs?: Account_Terms_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Later subscription fees are billed monthly to the card on file." |
*
* @param {Account_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_subscription: ((inputs?: Account_Terms_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about this receipt? Call {phone} or write to {email} with your order number." |
*
* @param {Account_Terms_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_questions: ((inputs: Account_Terms_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your receipt" |
*
* @param {Account_Receipt_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_loading: ((inputs?: Account_Receipt_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All receipts" |
*
* @param {Account_All_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_all_receipts: ((inputs?: Account_All_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_All_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Print invoice" |
*
* @param {Account_Print_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_print_invoice: ((inputs?: Account_Print_InvoiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Print_InvoiceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Print receipt" |
*
* @param {Account_Print_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_print_receipt: ((inputs?: Account_Print_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Print_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this receipt" |
*
* @param {Account_Receipt_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_load_failed: ((inputs?: Account_Receipt_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find this receipt" |
*
* @param {Account_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_not_found: ((inputs?: Account_Receipt_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is safe; only this page failed to load." |
*
* @param {Account_Receipt_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_load_failed_text: ((inputs?: Account_Receipt_Load_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Load_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It may belong to another account, or the link is incomplete." |
*
* @param {Account_Receipt_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_not_found_text: ((inputs?: Account_Receipt_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View photos" |
*
* @param {Account_View_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_photos: ((inputs?: Account_View_PhotosInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_View_PhotosInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add or replace photos" |
*
* @param {Account_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_photos: ((inputs?: Account_Add_PhotosInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_PhotosInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt {number}" |
*
* @param {Account_Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_title: ((inputs: Account_Receipt_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Receipt_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice {number}" |
*
* @param {Account_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_invoice_title: ((inputs: Account_Invoice_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invoice_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Account_Pickup_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_warehouse_name: ((inputs?: Account_Pickup_Warehouse_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_Warehouse_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} ({fee} fee + {care} PivotCare)" |
*
* @param {Account_Monthly_PartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_parts: ((inputs: Account_Monthly_PartsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Monthly_PartsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered" |
*
* @param {Account_Product_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_ordered: ((inputs?: Account_Product_OrderedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_OrderedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "With you" |
*
* @param {Account_Product_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_with_you: ((inputs?: Account_Product_With_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_With_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return scheduled" |
*
* @param {Account_Product_Return_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_return_scheduled: ((inputs?: Account_Product_Return_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_Return_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returned" |
*
* @param {Account_Product_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_returned: ((inputs?: Account_Product_ReturnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_ReturnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bought out" |
*
* @param {Account_Product_Bought_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_bought_out: ((inputs?: Account_Product_Bought_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_Bought_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Product_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_cancelled: ((inputs?: Account_Product_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Account_Product_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_yours: ((inputs?: Account_Product_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Product_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Account_Pay_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_subscription: ((inputs?: Account_Pay_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription, {charge}" |
*
* @param {Account_Pay_Subscription_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_subscription_charge: ((inputs: Account_Pay_Subscription_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Subscription_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing" |
*
* @param {Account_Pay_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_financing: ((inputs?: Account_Pay_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing, {count} monthly payments of {amount}" |
*
* @param {Account_Pay_Financing_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_financing_charge: ((inputs: Account_Pay_Financing_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Financing_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Account_Pay_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_rental: ((inputs?: Account_Pay_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental, {charge} until returned" |
*
* @param {Account_Pay_Rental_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_rental_charge: ((inputs: Account_Pay_Rental_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_Rental_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bought outright" |
*
* @param {Account_Pay_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_outright: ((inputs?: Account_Pay_OutrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pay_OutrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} left until paid off" |
*
* @param {Account_Left_Paid_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_paid_off: ((inputs: Account_Left_Paid_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_Paid_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} left until it is yours" |
*
* @param {Account_Left_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_yours: ((inputs: Account_Left_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every piece you have with us, by address: how you pay for it, what is paid and what is left." |
*
* @param {Account_My_Products_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_products_intro: ((inputs?: Account_My_Products_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_My_Products_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {value}" |
*
* @param {Account_Option_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_option_value: ((inputs: Account_Option_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Option_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arriving on" |
*
* @param {Account_Arriving_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_arriving_on: ((inputs?: Account_Arriving_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Arriving_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Since" |
*
* @param {Account_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_since: ((inputs?: Account_SinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid so far" |
*
* @param {Account_Paid_So_FarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_so_far: ((inputs?: Account_Paid_So_FarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Paid_So_FarInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Left until paid off" |
*
* @param {Account_Left_Until_Paid_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_until_paid_off: ((inputs?: Account_Left_Until_Paid_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_Until_Paid_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Left until owned" |
*
* @param {Account_Left_Until_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_until_owned: ((inputs?: Account_Left_Until_OwnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Left_Until_OwnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout price today" |
*
* @param {Account_Buyout_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_buyout_today: ((inputs?: Account_Buyout_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Buyout_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next payment" |
*
* @param {Account_Next_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_payment: ((inputs?: Account_Next_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} plus tax, {date}" |
*
* @param {Account_Next_Payment_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_payment_value: ((inputs: Account_Next_Payment_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Payment_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No furniture yet" |
*
* @param {Account_No_Furniture_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_title: ((inputs?: Account_No_Furniture_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Furniture_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What you subscribe to, finance, rent or buy shows here once it is ordered." |
*
* @param {Account_No_Furniture_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_text: ((inputs?: Account_No_Furniture_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Furniture_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{window}, {depot} time" |
*
* @param {Account_Window_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_time: ((inputs: Account_Window_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} × {quantity}" |
*
* @param {Account_Item_TimesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item_times: ((inputs: Account_Item_TimesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Item_TimesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Dstatus_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_scheduled: ((inputs?: Account_Dstatus_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On its way" |
*
* @param {Account_Dstatus_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_on_its_way: ((inputs?: Account_Dstatus_On_Its_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_On_Its_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew arrived" |
*
* @param {Account_Dstatus_ArrivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_arrived: ((inputs?: Account_Dstatus_ArrivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_ArrivedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Account_Dstatus_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_done: ((inputs?: Account_Dstatus_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Dstatus_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_cancelled: ((inputs?: Account_Dstatus_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Dstatus_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_picked_up: ((inputs?: Account_Dstatus_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Dstatus_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_delivered: ((inputs?: Account_Dstatus_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Dstatus_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that delivery" |
*
* @param {Account_Delivery_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_not_found: ((inputs?: Account_Delivery_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your deliveries" |
*
* @param {Account_See_Your_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_your_deliveries: ((inputs?: Account_See_Your_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_Your_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap {number}: the crew brings the new piece and takes the old one on one visit. Moving or cancelling one half moves or cancels both." |
*
* @param {Account_Booking_Note_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booking_note_swap: ((inputs: Account_Booking_Note_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Booking_Note_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number}: a pickup and a delivery, one booking. Moving or cancelling one moves or cancels both." |
*
* @param {Account_Booking_Note_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booking_note_move: ((inputs: Account_Booking_Note_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Booking_Note_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup of {date}" |
*
* @param {Account_Card_Label_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_label_pickup: ((inputs: Account_Card_Label_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Label_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery of {date}" |
*
* @param {Account_Card_Label_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_label_delivery: ((inputs: Account_Card_Label_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Card_Label_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Account_Fact_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_window: ((inputs?: Account_Fact_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Fact_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items to pick up" |
*
* @param {Account_Fact_Items_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_items_pickup: ((inputs?: Account_Fact_Items_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Fact_Items_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Account_Fact_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_order: ((inputs?: Account_Fact_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Fact_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow this pickup" |
*
* @param {Account_Follow_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_pickup: ((inputs?: Account_Follow_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow this delivery" |
*
* @param {Account_Follow_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_delivery: ((inputs?: Account_Follow_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices by text message." |
*
* @param {Account_Notices_By_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_by_sms: ((inputs?: Account_Notices_By_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_By_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices by email." |
*
* @param {Account_Notices_By_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_by_email: ((inputs?: Account_Notices_By_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_By_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change how you hear about the pickup of {date}" |
*
* @param {Account_Change_Notices_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_notices_pickup: ((inputs: Account_Change_Notices_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Notices_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change how you hear about the delivery of {date}" |
*
* @param {Account_Change_Notices_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_notices_delivery: ((inputs: Account_Change_Notices_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Notices_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Account_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change: ((inputs?: Account_ChangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ChangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See what happened" |
*
* @param {Account_See_What_HappenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_what_happened: ((inputs?: Account_See_What_HappenedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_What_HappenedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew of the pickup of {date}" |
*
* @param {Account_Tip_Crew_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_crew_pickup: ((inputs: Account_Tip_Crew_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_Crew_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew of the delivery of {date}" |
*
* @param {Account_Tip_Crew_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_crew_delivery: ((inputs: Account_Tip_Crew_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_Crew_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Account_Tip_The_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_the_crew: ((inputs?: Account_Tip_The_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Tip_The_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your deliveries and pickups: when the crew comes, how you hear about it, and what you can change before the day." |
*
* @param {Account_Deliveries_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_deliveries_intro: ((inputs?: Account_Deliveries_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Deliveries_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Account_UpcomingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_upcoming: ((inputs?: Account_UpcomingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_UpcomingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is scheduled. New orders and returns show here." |
*
* @param {Account_Nothing_Scheduled_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_scheduled_new: ((inputs?: Account_Nothing_Scheduled_NewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_Scheduled_NewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Past" |
*
* @param {Account_PastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_past: ((inputs?: Account_PastInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PastInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No delivery or pickup yet." |
*
* @param {Account_No_Visit_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_visit_yet: ((inputs?: Account_No_Visit_YetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Visit_YetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card" |
*
* @param {Account_Your_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_card: ((inputs?: Account_Your_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap {number} cancelled" |
*
* @param {Account_Swap_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_cancelled_title: ((inputs: Account_Swap_Cancelled_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_Cancelled_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number} cancelled" |
*
* @param {Account_Move_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_cancelled_title: ((inputs: Account_Move_Cancelled_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Cancelled_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} is refunded to {card}." |
*
* @param {Account_Refunded_To_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded_to_card: ((inputs: Account_Refunded_To_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refunded_To_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The refund of {amount} to {card} is on its way; it shows on the receipt once the card processor has made it." |
*
* @param {Account_Refund_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_on_its_way: ((inputs: Account_Refund_On_Its_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_On_Its_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged, so there is nothing to refund." |
*
* @param {Account_Nothing_To_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_to_refund: ((inputs?: Account_Nothing_To_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_To_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the receipt" |
*
* @param {Account_See_The_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_the_receipt: ((inputs?: Account_See_The_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_See_The_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading open windows" |
*
* @param {Account_Loading_WindowsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_windows: ((inputs?: Account_Loading_WindowsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_WindowsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the open windows" |
*
* @param {Account_Windows_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_windows_failed: ((inputs?: Account_Windows_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Windows_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No open window to move to" |
*
* @param {Account_No_Open_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_open_window: ((inputs?: Account_No_Open_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Open_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every window of the next two weeks is full, or this pickup can no longer move. Call us and we will do what we can." |
*
* @param {Account_No_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_window_pickup: ((inputs?: Account_No_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every window of the next two weeks is full, or this delivery can no longer move. Call us and we will do what we can." |
*
* @param {Account_No_Window_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_window_delivery: ((inputs?: Account_No_Window_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Window_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a window." |
*
* @param {Account_Choose_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose_window: ((inputs?: Account_Choose_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Choose_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Account_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_day: ((inputs?: Account_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Window ({depot} time)" |
*
* @param {Account_Window_Depot_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_depot_time: ((inputs: Account_Window_Depot_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Window_Depot_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{label} · {count} place left" |
* | "other" | "{label} · {count} places left" |
*
* @param {Account_Slot_Places_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_slot_places_left: ((inputs: Account_Slot_Places_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Slot_Places_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not moved" |
*
* @param {Account_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_moved: ((inputs?: Account_Not_MovedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_MovedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moving" |
*
* @param {Account_MovingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moving: ((inputs?: Account_MovingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MovingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move it here" |
*
* @param {Account_Move_It_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_it_here: ((inputs?: Account_Move_It_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_It_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move this pickup" |
*
* @param {Account_Move_This_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_this_pickup: ((inputs?: Account_Move_This_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_This_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move this delivery" |
*
* @param {Account_Move_This_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_this_delivery: ((inputs?: Account_Move_This_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_This_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another day and window. The swap’s other visit moves with it. Full windows are not shown." |
*
* @param {Account_Move_Desc_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc_swap: ((inputs?: Account_Move_Desc_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Desc_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another day and window. The move’s other visit moves with it. Full windows are not shown." |
*
* @param {Account_Move_Desc_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc_move: ((inputs?: Account_Move_Desc_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Desc_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another day and window. Full windows are not shown." |
*
* @param {Account_Move_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc: ((inputs?: Account_Move_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move to another window" |
*
* @param {Account_Move_To_Another_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_to_another_window: ((inputs?: Account_Move_To_Another_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_To_Another_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this pickup?" |
*
* @param {Account_Cancel_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup_title: ((inputs?: Account_Cancel_Pickup_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Pickup_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew will not come, and the items stay with you." |
*
* @param {Account_Cancel_Pickup_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup_desc: ((inputs?: Account_Cancel_Pickup_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Pickup_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel pickup" |
*
* @param {Account_Cancel_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup: ((inputs?: Account_Cancel_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the pickup" |
*
* @param {Account_Keep_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_pickup: ((inputs?: Account_Keep_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelling" |
*
* @param {Account_CancellingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelling: ((inputs?: Account_CancellingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_CancellingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not cancelled" |
*
* @param {Account_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_cancelled: ((inputs?: Account_Not_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Both halves of the visit are cancelled: the crew will not bring {coming} or take back {keeps}." |
*
* @param {Account_Swap_Both_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_both_cancelled: ((inputs: Account_Swap_Both_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_Both_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Both visits are cancelled: the crew will not pick up {keeps} or deliver them to the new address." |
*
* @param {Account_Move_Both_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_both_cancelled: ((inputs: Account_Move_Both_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Both_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} stays with you" |
*
* @param {Account_Stays_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stays_with_you: ((inputs: Account_Stays_With_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stays_With_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "where it is" |
*
* @param {Account_Stays_Where_It_IsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stays_where_it_is: ((inputs?: Account_Stays_Where_It_IsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stays_Where_It_IsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", at {amount} as before" |
*
* @param {Account_At_Monthly_As_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_at_monthly_as_before: ((inputs: Account_At_Monthly_As_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_At_Monthly_As_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What you get back" |
*
* @param {Account_What_You_Get_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_you_get_back: ((inputs?: Account_What_You_Get_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_You_Get_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded to {card}: the whole swap charge, tax included, because you cancel before {day}. The refund shows on the swap’s receipt; your bank may take a few bu..." |
*
* @param {Account_Refund_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_swap: ((inputs: Account_Refund_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "refunded to {card}: the whole move charge, tax included, because you cancel before {day}. The refund shows on the move’s receipt; your bank may take a few bu..." |
*
* @param {Account_Refund_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_move: ((inputs: Account_Refund_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Refund_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "its day" |
*
* @param {Account_Its_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_its_day: ((inputs?: Account_Its_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Its_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged for this swap, so there is nothing to refund." |
*
* @param {Account_Nothing_Charged_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_charged_swap: ((inputs?: Account_Nothing_Charged_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_Charged_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged for this move, so there is nothing to refund." |
*
* @param {Account_Nothing_Charged_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_charged_move: ((inputs?: Account_Nothing_Charged_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Nothing_Charged_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this swap?" |
*
* @param {Account_Cancel_Swap_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap_title: ((inputs?: Account_Cancel_Swap_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Swap_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this move?" |
*
* @param {Account_Cancel_Move_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move_title: ((inputs?: Account_Cancel_Move_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Move_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A swap is one booking: its delivery and pickup are cancelled together." |
*
* @param {Account_Cancel_Swap_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap_desc: ((inputs?: Account_Cancel_Swap_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Swap_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A move is one booking: its pickup and delivery are cancelled together." |
*
* @param {Account_Cancel_Move_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move_desc: ((inputs?: Account_Cancel_Move_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Move_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel swap" |
*
* @param {Account_Cancel_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap: ((inputs?: Account_Cancel_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel move" |
*
* @param {Account_Cancel_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move: ((inputs?: Account_Cancel_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the swap" |
*
* @param {Account_Keep_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_swap: ((inputs?: Account_Keep_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the move" |
*
* @param {Account_Keep_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_move: ((inputs?: Account_Keep_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Keep_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel and refund {amount}" |
*
* @param {Account_Cancel_And_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_and_refund: ((inputs: Account_Cancel_And_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_And_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel the swap" |
*
* @param {Account_Cancel_The_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_the_swap: ((inputs?: Account_Cancel_The_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_The_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel the move" |
*
* @param {Account_Cancel_The_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_the_move: ((inputs?: Account_Cancel_The_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_The_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Working out your refund" |
*
* @param {Account_Working_Out_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_working_out_refund: ((inputs?: Account_Working_Out_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Working_Out_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load what cancelling gives back" |
*
* @param {Account_Cancel_Preview_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_preview_failed: ((inputs?: Account_Cancel_Preview_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Cancel_Preview_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This swap cannot be cancelled here" |
*
* @param {Account_Swap_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_cannot_cancel: ((inputs?: Account_Swap_Cannot_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Swap_Cannot_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This move cannot be cancelled here" |
*
* @param {Account_Move_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_cannot_cancel: ((inputs?: Account_Move_Cannot_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Move_Cannot_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Pstatus_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_scheduled: ((inputs?: Account_Pstatus_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pstatus_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Account_Pstatus_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_done: ((inputs?: Account_Pstatus_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pstatus_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Pstatus_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_cancelled: ((inputs?: Account_Pstatus_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pstatus_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Account_Stage_Pickup_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_pickup_scheduled: ((inputs?: Account_Stage_Pickup_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Pickup_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery scheduled" |
*
* @param {Account_Stage_Delivery_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_delivery_scheduled: ((inputs?: Account_Stage_Delivery_ScheduledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Delivery_ScheduledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out for delivery" |
*
* @param {Account_Stage_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_out_for_delivery: ((inputs?: Account_Stage_Out_For_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Out_For_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop before yours" |
* | "other" | "{count} stops before yours" |
*
* @param {Account_Stops_Before_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stops_before_yours: ((inputs: Account_Stops_Before_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stops_Before_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stops before yours" |
*
* @param {Account_Stops_Before_Yours_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stops_before_yours_plain: ((inputs?: Account_Stops_Before_Yours_PlainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stops_Before_Yours_PlainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "30 minutes away" |
*
* @param {Account_Stage_NearbyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_nearby: ((inputs?: Account_Stage_NearbyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_NearbyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Crew arrived" |
*
* @param {Account_Stage_ArrivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_arrived: ((inputs?: Account_Stage_ArrivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_ArrivedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Stage_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_picked_up: ((inputs?: Account_Stage_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Stage_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_delivered: ((inputs?: Account_Stage_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_cancelled: ((inputs?: Account_Stage_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stage_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the map" |
*
* @param {Account_Loading_MapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_map: ((inputs?: Account_Loading_MapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_MapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Account_TimelineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_timeline: ((inputs?: Account_TimelineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_TimelineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "(now)" |
*
* @param {Account_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_now: ((inputs?: Account_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Booked {date}" |
*
* @param {Account_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booked: ((inputs: Account_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This pickup was cancelled" |
*
* @param {Account_Pickup_Was_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_was_cancelled: ((inputs?: Account_Pickup_Was_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_Was_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This delivery was cancelled" |
*
* @param {Account_Delivery_Was_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_was_cancelled: ((inputs?: Account_Delivery_Was_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_Was_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew will not come." |
*
* @param {Account_Crew_Will_Not_ComeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_will_not_come: ((inputs?: Account_Crew_Will_Not_ComeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Will_Not_ComeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Headline_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_headline_picked_up: ((inputs?: Account_Headline_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Headline_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Headline_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_headline_delivered: ((inputs?: Account_Headline_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Headline_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. The crew finished your pickup." |
*
* @param {Account_Crew_Finished_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_finished_pickup: ((inputs?: Account_Crew_Finished_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Finished_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. The crew finished your delivery." |
*
* @param {Account_Crew_Finished_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_finished_delivery: ((inputs?: Account_Crew_Finished_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Finished_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew is at your door" |
*
* @param {Account_Crew_At_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_at_door: ((inputs?: Account_Crew_At_DoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_At_DoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "They are with you now." |
*
* @param {Account_Crew_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_with_you: ((inputs?: Account_Crew_With_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_With_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup on {date}" |
*
* @param {Account_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_on: ((inputs: Account_Pickup_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pickup_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery on {date}" |
*
* @param {Account_Delivery_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_on: ((inputs: Account_Delivery_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{window}. We tell you when the crew sets out, and again 30 minutes before it arrives." |
*
* @param {Account_Scheduled_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_detail: ((inputs: Account_Scheduled_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Scheduled_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Arriving in about {count} minute" |
* | "other" | "Arriving in about {count} minutes" |
*
* @param {Account_Arriving_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_arriving_in: ((inputs: Account_Arriving_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Arriving_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew is on its way" |
*
* @param {Account_Crew_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_on_its_way: ((inputs?: Account_Crew_On_Its_WayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_On_Its_WayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Around {time}, {depot} time." |
*
* @param {Account_Around_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_around_time: ((inputs: Account_Around_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Around_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Map of the crew and your address" |
*
* @param {Account_Map_Of_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_of_crew: ((inputs?: Account_Map_Of_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_Of_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the crew is at your address" |
*
* @param {Account_Crew_At_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_at_address: ((inputs?: Account_Crew_At_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_At_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the crew is {km} km away" |
*
* @param {Account_Crew_Km_AwayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_km_away: ((inputs: Account_Crew_Km_AwayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_Km_AwayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{parts}. {address}." |
*
* @param {Account_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_label: ((inputs: Account_Map_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow your delivery" |
*
* @param {Account_Follow_Your_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_your_delivery: ((inputs?: Account_Follow_Your_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Follow_Your_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "this delivery" |
*
* @param {Account_What_This_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_this_delivery: ((inputs?: Account_What_This_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_What_This_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Account_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_progress: ((inputs?: Account_ProgressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ProgressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "After your delivery" |
*
* @param {Account_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_after_delivery: ((inputs?: Account_After_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_After_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picking up:" |
*
* @param {Account_Picking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_picking_up: ((inputs?: Account_Picking_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Picking_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bringing:" |
*
* @param {Account_BringingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bringing: ((inputs?: Account_BringingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BringingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}. Notices by text message." |
*
* @param {Account_Order_Notices_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_notices_sms: ((inputs: Account_Order_Notices_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_Notices_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}. Notices by email." |
*
* @param {Account_Order_Notices_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_notices_email: ((inputs: Account_Order_Notices_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Order_Notices_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change how you hear about it" |
*
* @param {Account_Change_How_HearInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_how_hear: ((inputs?: Account_Change_How_HearInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_How_HearInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Live updates paused" |
*
* @param {Account_Live_PausedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_live_paused: ((inputs?: Account_Live_PausedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Live_PausedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We lost the live connection; this page checks again every 30 seconds." |
*
* @param {Account_Live_Paused_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_live_paused_text: ((inputs?: Account_Live_Paused_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Live_Paused_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Map" |
*
* @param {Account_MapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map: ((inputs?: Account_MapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No crew is coming." |
*
* @param {Account_No_Crew_ComingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_crew_coming: ((inputs?: Account_No_Crew_ComingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Crew_ComingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew has reached your address." |
*
* @param {Account_Crew_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_reached: ((inputs?: Account_Crew_ReachedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Crew_ReachedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The map shows the crew and its route once it sets out on {date}." |
*
* @param {Account_Map_Shows_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_shows_on: ((inputs: Account_Map_Shows_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_Shows_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blue: the crew. Red: your address. White: stops before yours. Grey: the depot." |
*
* @param {Account_Map_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_legend: ((inputs?: Account_Map_LegendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Map_LegendInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery notices" |
*
* @param {Account_Delivery_NoticesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_notices: ((inputs?: Account_Delivery_NoticesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delivery_NoticesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How you hear about this pickup" |
*
* @param {Account_How_Hear_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_how_hear_pickup: ((inputs?: Account_How_Hear_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_Hear_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How you hear about this delivery" |
*
* @param {Account_How_Hear_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_how_hear_delivery: ((inputs?: Account_How_Hear_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_Hear_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup of {date}, {window}. We tell you when the crew is out for delivery and when it is 30 minutes away." |
*
* @param {Account_Notice_Intro_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notice_intro_pickup: ((inputs: Account_Notice_Intro_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notice_Intro_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery of {date}, {window}. We tell you when the crew is out for delivery and when it is 30 minutes away." |
*
* @param {Account_Notice_Intro_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notice_intro_delivery: ((inputs: Account_Notice_Intro_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notice_Intro_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send notices by" |
*
* @param {Account_Send_Notices_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_notices_by: ((inputs?: Account_Send_Notices_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_Notices_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Text message to your mobile" |
*
* @param {Account_Text_To_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_to_mobile: ((inputs?: Account_Text_To_MobileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Text_To_MobileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Account_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email: ((inputs?: Account_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Texts go to your confirmed mobile number; without one, we email you." |
*
* @param {Account_Notices_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_hint: ((inputs?: Account_Notices_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Account_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saved: ((inputs?: Account_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this pickup go by text message." |
*
* @param {Account_Notices_Go_Pickup_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_pickup_sms: ((inputs?: Account_Notices_Go_Pickup_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Pickup_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this pickup go by email." |
*
* @param {Account_Notices_Go_Pickup_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_pickup_email: ((inputs?: Account_Notices_Go_Pickup_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Pickup_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this delivery go by text message." |
*
* @param {Account_Notices_Go_Delivery_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_delivery_sms: ((inputs?: Account_Notices_Go_Delivery_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Delivery_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notices for this delivery go by email." |
*
* @param {Account_Notices_Go_Delivery_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_delivery_email: ((inputs?: Account_Notices_Go_Delivery_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Notices_Go_Delivery_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving" |
*
* @param {Account_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saving: ((inputs?: Account_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save: ((inputs?: Account_SaveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SaveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to deliveries" |
*
* @param {Account_Back_To_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_back_to_deliveries: ((inputs?: Account_Back_To_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Back_To_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Flows_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_my_account: ((inputs?: Flows_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Flows_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_receipts: ((inputs?: Flows_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Flows_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_contact_us: ((inputs?: Flows_Contact_UsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Contact_UsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Flows_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_try_again: ((inputs?: Flows_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Flows_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_loading: ((inputs?: Flows_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View the receipt" |
*
* @param {Flows_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_view_receipt: ((inputs?: Flows_View_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_View_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Flows_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_checking_card: ((inputs?: Flows_Checking_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Checking_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Flows_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_something_wrong: ((inputs?: Flows_Something_WrongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Something_WrongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy out your furniture" |
*
* @param {Flows_Buyout_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_title: ((inputs?: Flows_Buyout_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay for your buyout" |
*
* @param {Flows_Buyout_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_title: ((inputs?: Flows_Buyout_Pay_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Flows_Buyout_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_subscription: ((inputs?: Flows_Buyout_Kind_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Kind_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing" |
*
* @param {Flows_Buyout_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_financing: ((inputs?: Flows_Buyout_Kind_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Kind_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Flows_Buyout_Kind_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_rental: ((inputs?: Flows_Buyout_Kind_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Kind_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Now {charge}; billing stops once it is yours" |
*
* @param {Flows_Buyout_Monthly_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_monthly_now: ((inputs: Flows_Buyout_Monthly_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Monthly_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay the overdue balance" |
*
* @param {Flows_Buyout_Pay_OverdueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_overdue: ((inputs?: Flows_Buyout_Pay_OverdueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_OverdueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "+ {fee} fee" |
*
* @param {Flows_Buyout_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_fee: ((inputs: Flows_Buyout_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Buyout of {count} item" |
* | "other" | "Buyout of {count} items" |
*
* @param {Flows_Buyout_Quote_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quote_subtotal: ((inputs: Flows_Buyout_Quote_SubtotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Quote_SubtotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total charged today" |
*
* @param {Flows_Buyout_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_total_today: ((inputs?: Flows_Buyout_Total_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Total_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Flows_Buyout_Items_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_count: ((inputs: Flows_Buyout_Items_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Items_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep what you love: pay the rest of its value once, and it is yours. What you have paid counts toward the price; monthly billing of the item stops at once." |
*
* @param {Flows_Buyout_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_intro: ((inputs?: Flows_Buyout_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items you can buy out" |
*
* @param {Flows_Buyout_Items_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_legend: ((inputs?: Flows_Buyout_Items_LegendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Items_LegendInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The next step shows the total with the sales tax of the item's province before you pay." |
*
* @param {Flows_Buyout_Next_Step_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_next_step_tax: ((inputs?: Flows_Buyout_Next_Step_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Next_Step_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Flows_Buyout_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_continue: ((inputs?: Flows_Buyout_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to continue." |
*
* @param {Flows_Buyout_Continue_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_continue_hint: ((inputs?: Flows_Buyout_Continue_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Continue_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to buy out." |
*
* @param {Flows_Buyout_Nothing_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_nothing_chosen: ((inputs?: Flows_Buyout_Nothing_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Nothing_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items to buy out" |
*
* @param {Flows_Buyout_Items_To_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_to_buy: ((inputs?: Flows_Buyout_Items_To_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Items_To_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Working out the total with tax" |
*
* @param {Flows_Buyout_QuotingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quoting: ((inputs?: Flows_Buyout_QuotingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_QuotingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this buyout" |
*
* @param {Flows_Buyout_Quote_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quote_failed: ((inputs?: Flows_Buyout_Quote_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Quote_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Flows_Buyout_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_with: ((inputs?: Flows_Buyout_Pay_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Flows_Buyout_PayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paying: ((inputs?: Flows_Buyout_PayingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_PayingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Flows_Buyout_Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_amount: ((inputs: Flows_Buyout_Pay_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Flows_Buyout_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay: ((inputs?: Flows_Buyout_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change items" |
*
* @param {Flows_Buyout_Change_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_change_items: ((inputs?: Flows_Buyout_Change_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Change_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your items" |
*
* @param {Flows_Buyout_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_load_failed: ((inputs?: Flows_Buyout_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have nothing to buy out right now. Subscriptions, financing and rentals can be bought out once delivered; final-sale and repaired items cannot." |
*
* @param {Flows_Buyout_Nothing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_nothing_intro: ((inputs?: Flows_Buyout_Nothing_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Nothing_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Flows_Buyout_Back_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_back_to_account: ((inputs?: Flows_Buyout_Back_To_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Back_To_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It's yours" |
*
* @param {Flows_Buyout_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_title: ((inputs?: Flows_Buyout_Paid_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We charged" |
*
* @param {Flows_Buyout_Paid_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_charged: ((inputs?: Flows_Buyout_Paid_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "for buyout" |
*
* @param {Flows_Buyout_Paid_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_for: ((inputs?: Flows_Buyout_Paid_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items are yours and their monthly billing has stopped." |
*
* @param {Flows_Buyout_Paid_RestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_rest: ((inputs?: Flows_Buyout_Paid_RestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_RestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} month paid at {fee}" |
* | "other" | "{count} months paid at {fee}" |
*
* @param {Flows_Buyout_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_fees: ((inputs: Flows_Buyout_FeesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_FeesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{paid} paid toward it ({fees})" |
*
* @param {Flows_Buyout_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_full: ((inputs: Flows_Buyout_Paid_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{paid} counted toward it ({percent}% of {fees}: rent counts half)" |
*
* @param {Flows_Buyout_Paid_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_credit: ((inputs: Flows_Buyout_Paid_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail value {retail}. Nothing has been paid toward it yet, so the price is its retail value: {amount}." |
*
* @param {Flows_Buyout_Basis_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_retail: ((inputs: Flows_Buyout_Basis_RetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_RetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail value {retail} less {paid} = {amount}." |
*
* @param {Flows_Buyout_Basis_Less_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_less_paid: ((inputs: Flows_Buyout_Basis_Less_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_Less_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Retail value {retail} less {paid} would be {lessPaid}, but only one payment of {fee} is left before it is yours anyway, so you pay that: {amount}." |
* | "other" | "Retail value {retail} less {paid} would be {lessPaid}, but only {count} payments of {fee} are left before it is yours anyway, so you pay that: {amount}." |
*
* @param {Flows_Buyout_Basis_Payments_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_payments_left: ((inputs: Flows_Buyout_Basis_Payments_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_Payments_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail value {retail} less {paid} falls below the lowest buyout price, 10% of the retail value: {amount}." |
*
* @param {Flows_Buyout_Basis_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_floor: ((inputs: Flows_Buyout_Basis_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A monthly bill for it was declined and is not paid: only paid months count toward the price. Pay the overdue balance first; that month then counts{credit}, a..." |
* | "other" | "{count} monthly bills for it were declined and are not paid: only paid months count toward the price. Pay the overdue balance first; those months then count{..." |
*
* @param {Flows_Buyout_UnpaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_unpaid: ((inputs: Flows_Buyout_UnpaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_UnpaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", taking {amount} off" |
*
* @param {Flows_Buyout_Unpaid_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_unpaid_credit: ((inputs: Flows_Buyout_Unpaid_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Unpaid_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is confirmed" |
*
* @param {Flows_Partner_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirmed_title: ((inputs?: Flows_Partner_Confirmed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Confirmed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing details" |
*
* @param {Flows_Partner_Billing_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_details: ((inputs?: Flows_Partner_Billing_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Billing_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Flows_Partner_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivery_address: ((inputs?: Flows_Partner_Delivery_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Delivery_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "morning (9 am to noon)" |
*
* @param {Flows_Partner_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_morning: ((inputs?: Flows_Partner_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "afternoon (noon to 5 pm)" |
*
* @param {Flows_Partner_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_afternoon: ((inputs?: Flows_Partner_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "evening (5 to 9 pm)" |
*
* @param {Flows_Partner_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_evening: ((inputs?: Flows_Partner_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Flows_Partner_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_anytime: ((inputs?: Flows_Partner_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{day}, {window}" |
*
* @param {Flows_Partner_Day_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_day_window: ((inputs: Flows_Partner_Day_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Day_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The showroom will call you to choose a day." |
*
* @param {Flows_Partner_Showroom_Will_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_showroom_will_call: ((inputs?: Flows_Partner_Showroom_Will_CallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Showroom_Will_CallInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your showroom order" |
*
* @param {Flows_Partner_Showroom_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_showroom_order: ((inputs?: Flows_Partner_Showroom_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Showroom_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} · order {number}" |
*
* @param {Flows_Partner_Order_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_order_line: ((inputs: Flows_Partner_Order_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Order_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} · showroom receipt {reference} · order {number}" |
*
* @param {Flows_Partner_Order_Line_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_order_line_receipt: ((inputs: Flows_Partner_Order_Line_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Order_Line_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces on the order" |
*
* @param {Flows_Partner_PiecesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_pieces: ((inputs?: Flows_Partner_PiecesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_PiecesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "/month" |
*
* @param {Flows_Partner_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_per_month: ((inputs?: Flows_Partner_Per_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Per_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{months}-month plan" |
*
* @param {Flows_Partner_Term_PlanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_term_plan: ((inputs: Flows_Partner_Term_PlanInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Term_PlanInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly plan" |
*
* @param {Flows_Partner_Monthly_PlanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_monthly_plan: ((inputs?: Flows_Partner_Monthly_PlanInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Monthly_PlanInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid at the showroom (first month, with tax)" |
*
* @param {Flows_Partner_Paid_At_StoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_paid_at_store: ((inputs?: Flows_Partner_Paid_At_StoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Paid_At_StoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then each month, plus tax" |
*
* @param {Flows_Partner_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_then_monthly: ((inputs?: Flows_Partner_Then_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Then_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Flows_Partner_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivery: ((inputs?: Flows_Partner_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step} of 2" |
*
* @param {Flows_Partner_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_step: ((inputs: Flows_Partner_StepInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_StepInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where should we deliver?" |
*
* @param {Flows_Partner_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_title: ((inputs?: Flows_Partner_Address_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} rang up your order. Tell us where our crew brings it, and what they should know to get it inside." |
*
* @param {Flows_Partner_Address_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_intro: ((inputs: Flows_Partner_Address_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address given" |
*
* @param {Flows_Partner_Address_GivenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_given: ((inputs?: Flows_Partner_Address_GivenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_GivenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{address}. Send the form again to change it, or" |
*
* @param {Flows_Partner_Address_Given_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_given_text: ((inputs: Flows_Partner_Address_Given_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_Given_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "continue to billing" |
*
* @param {Flows_Partner_Continue_Billing_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_continue_billing_link: ((inputs?: Flows_Partner_Continue_Billing_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Continue_Billing_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to billing" |
*
* @param {Flows_Partner_Continue_BillingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_continue_billing: ((inputs?: Flows_Partner_Continue_BillingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Continue_BillingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How will you pay each month?" |
*
* @param {Flows_Partner_Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_title: ((inputs?: Flows_Partner_Billing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Billing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your first month was paid at the showroom. From a month after delivery, the monthly payment is charged to this card. We check it with a {hold} hold that is r..." |
*
* @param {Flows_Partner_Billing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_intro: ((inputs: Flows_Partner_Billing_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Billing_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Flows_Partner_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_charge: ((inputs?: Flows_Partner_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming" |
*
* @param {Flows_Partner_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirming: ((inputs?: Flows_Partner_ConfirmingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_ConfirmingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm my order" |
*
* @param {Flows_Partner_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirm: ((inputs?: Flows_Partner_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change the address" |
*
* @param {Flows_Partner_Change_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_change_address: ((inputs?: Flows_Partner_Change_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Change_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your order" |
*
* @param {Flows_Partner_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_load_failed: ((inputs?: Flows_Partner_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no showroom order to complete" |
*
* @param {Flows_Partner_No_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_no_order_title: ((inputs?: Flows_Partner_No_Order_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_No_Order_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When a partner showroom orders for you, the order waits here for the delivery address and billing details. Your other orders are in your account." |
*
* @param {Flows_Partner_No_Order_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_no_order_text: ((inputs?: Flows_Partner_No_Order_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_No_Order_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will deliver it on {when}, and email you the day before." |
*
* @param {Flows_Partner_Done_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_done_on: ((inputs: Flows_Partner_Done_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Done_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will deliver it on the day the showroom calls you about, and email you the day before." |
*
* @param {Flows_Partner_Done_Showroom_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_done_showroom_day: ((inputs?: Flows_Partner_Done_Showroom_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Done_Showroom_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivering to {address}." |
*
* @param {Flows_Partner_Delivering_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivering_to: ((inputs: Flows_Partner_Delivering_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Delivering_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Flows_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_ab: ((inputs?: Flows_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Flows_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_bc: ((inputs?: Flows_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Flows_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_mb: ((inputs?: Flows_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Flows_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nb: ((inputs?: Flows_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Flows_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nl: ((inputs?: Flows_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Flows_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_ns: ((inputs?: Flows_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Flows_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nt: ((inputs?: Flows_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Flows_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nu: ((inputs?: Flows_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Flows_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_on: ((inputs?: Flows_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Flows_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_pe: ((inputs?: Flows_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Flows_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_qc: ((inputs?: Flows_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Flows_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_sk: ((inputs?: Flows_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Flows_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_yt: ((inputs?: Flows_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip your crew" |
*
* @param {Flows_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_heading: ((inputs?: Flows_Tip_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You can tip the crew once your delivery is done." |
*
* @param {Flows_Tip_Not_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_not_done: ((inputs?: Flows_Tip_Not_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Not_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for tipping the crew" |
*
* @param {Flows_Tip_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks_title: ((inputs?: Flows_Tip_Thanks_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Thanks_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {amount} tip goes to the crew in full. It shows on the order’s receipt." |
*
* @param {Flows_Tip_Thanks_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks_amount: ((inputs: Flows_Tip_Thanks_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Thanks_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your tip goes to the crew in full. It shows on the order’s receipt." |
*
* @param {Flows_Tip_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks: ((inputs?: Flows_Tip_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the tip amounts" |
*
* @param {Flows_Tip_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_load_failed: ((inputs?: Flows_Tip_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading tip amounts" |
*
* @param {Flows_Tip_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_loading: ((inputs?: Flows_Tip_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your tip is on its way to the crew" |
*
* @param {Flows_Tip_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_paid_title: ((inputs?: Flows_Tip_Paid_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Paid_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We charged {amount} to your card on file. The tip goes to the crew in full and shows on the order’s receipt." |
*
* @param {Flows_Tip_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_paid_text: ((inputs: Flows_Tip_Paid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Paid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Happy with your delivery? Every dollar goes to the crew who brought it. We charge your card on file." |
*
* @param {Flows_Tip_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_intro: ((inputs?: Flows_Tip_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip amount" |
*
* @param {Flows_Tip_Amount_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_group: ((inputs?: Flows_Tip_Amount_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Amount_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Other amount" |
*
* @param {Flows_Tip_Other_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_other_amount: ((inputs?: Flows_Tip_Other_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Other_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your amount" |
*
* @param {Flows_Tip_Your_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_your_amount: ((inputs?: Flows_Tip_Your_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Your_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From {minimum} to {maximum}." |
*
* @param {Flows_Tip_Amount_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_range: ((inputs: Flows_Tip_Amount_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Amount_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Note for the crew (optional)" |
*
* @param {Flows_Tip_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_note_label: ((inputs?: Flows_Tip_Note_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Note_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {max} characters." |
*
* @param {Flows_Tip_Note_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_note_count: ((inputs: Flows_Tip_Note_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Note_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was not charged" |
*
* @param {Flows_Tip_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_declined_title: ((inputs?: Flows_Tip_Declined_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Declined_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Update your card" |
*
* @param {Flows_Tip_Update_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_update_card: ((inputs?: Flows_Tip_Update_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Update_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change the amount" |
*
* @param {Flows_Tip_Change_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_change_amount: ((inputs?: Flows_Tip_Change_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Change_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your tip" |
*
* @param {Flows_Tip_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_failed_title: ((inputs?: Flows_Tip_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charging your card" |
*
* @param {Flows_Tip_ChargingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_charging: ((inputs?: Flows_Tip_ChargingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_ChargingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip {amount}" |
*
* @param {Flows_Tip_Amount_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_button: ((inputs: Flows_Tip_Amount_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Amount_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Flows_Tip_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_button: ((inputs?: Flows_Tip_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount or choose one above." |
*
* @param {Flows_Tip_Error_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_empty: ((inputs?: Flows_Tip_Error_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the tip in dollars, like 15 or 12.50." |
*
* @param {Flows_Tip_Error_Not_DollarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_not_dollars: ((inputs?: Flows_Tip_Error_Not_DollarsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Not_DollarsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a tip greater than $0." |
*
* @param {Flows_Tip_Error_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_not_positive: ((inputs?: Flows_Tip_Error_Not_PositiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Not_PositiveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most two decimals (dollars and cents)." |
*
* @param {Flows_Tip_Error_Too_PreciseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_too_precise: ((inputs?: Flows_Tip_Error_Too_PreciseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Too_PreciseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The smallest tip is {amount}." |
*
* @param {Flows_Tip_Error_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_below_minimum: ((inputs: Flows_Tip_Error_Below_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Below_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The largest tip we can take online is {amount}." |
*
* @param {Flows_Tip_Error_Above_MaximumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_above_maximum: ((inputs: Flows_Tip_Error_Above_MaximumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Above_MaximumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the note to {max} characters." |
*
* @param {Flows_Tip_Error_Note_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_note_too_long: ((inputs: Flows_Tip_Error_Note_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Note_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Poor" |
*
* @param {Flows_Review_Rating_PoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_poor: ((inputs?: Flows_Review_Rating_PoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_PoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Flows_Review_Rating_FairInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_fair: ((inputs?: Flows_Review_Rating_FairInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_FairInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Good" |
*
* @param {Flows_Review_Rating_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_good: ((inputs?: Flows_Review_Rating_GoodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_GoodInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Very good" |
*
* @param {Flows_Review_Rating_Very_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_very_good: ((inputs?: Flows_Review_Rating_Very_GoodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_Very_GoodInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Excellent" |
*
* @param {Flows_Review_Rating_ExcellentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_excellent: ((inputs?: Flows_Review_Rating_ExcellentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_ExcellentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars." |
*
* @param {Flows_Review_Error_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_rating: ((inputs?: Flows_Review_Error_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell other shoppers a little more: at least {min} characters." |
*
* @param {Flows_Review_Error_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_short: ((inputs: Flows_Review_Error_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your review to {max} characters (it has {count})." |
*
* @param {Flows_Review_Error_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_long: ((inputs: Flows_Review_Error_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews are plain text: remove the HTML tags (anything between < and >)." |
*
* @param {Flows_Review_Error_MarkupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_markup: ((inputs?: Flows_Review_Error_MarkupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_MarkupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Flows_Review_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_your_rating: ((inputs?: Flows_Review_Your_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Your_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star, {word}" |
* | "other" | "{count} stars, {word}" |
*
* @param {Flows_Review_Star_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_star_label: ((inputs: Flows_Review_Star_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Star_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose 1 to 5 stars." |
*
* @param {Flows_Review_Rating_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_hint: ((inputs?: Flows_Review_Rating_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{value} of 5: {word}." |
*
* @param {Flows_Review_Rating_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_chosen: ((inputs: Flows_Review_Rating_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit your review" |
*
* @param {Flows_Review_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edit_title: ((inputs?: Flows_Review_Edit_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Edit_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Flows_Review_Write_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_write_title: ((inputs?: Flows_Review_Write_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Write_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your product" |
*
* @param {Flows_Review_Loading_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_loading_product: ((inputs?: Flows_Review_Loading_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Loading_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this product" |
*
* @param {Flows_Review_Load_Product_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_load_product_failed: ((inputs?: Flows_Review_Load_Product_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Load_Product_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed. Check your connection and try again." |
*
* @param {Flows_Review_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_changed: ((inputs?: Flows_Review_Nothing_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Nothing_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This product can’t be reviewed here" |
*
* @param {Flows_Review_Cannot_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_cannot_review: ((inputs?: Flows_Review_Cannot_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Cannot_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your products" |
*
* @param {Flows_Review_See_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_products: ((inputs?: Flows_Review_See_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_See_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can’t find that item in your account." |
*
* @param {Flows_Review_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_not_found: ((inputs?: Flows_Review_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered {date}" |
*
* @param {Flows_Review_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_delivered: ((inputs: Flows_Review_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your review is published" |
*
* @param {Flows_Review_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_published_title: ((inputs?: Flows_Review_Published_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Published_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It shows on the product page now. You can edit it any time." |
*
* @param {Flows_Review_Published_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_published_text: ((inputs?: Flows_Review_Published_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Published_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See it on the product page" |
*
* @param {Flows_Review_See_On_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_on_product: ((inputs?: Flows_Review_See_On_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_See_On_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review another product" |
*
* @param {Flows_Review_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_another: ((inputs?: Flows_Review_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your review was not saved" |
*
* @param {Flows_Review_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_not_saved: ((inputs?: Flows_Review_Not_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Not_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Flows_Review_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_your_review: ((inputs?: Flows_Review_Your_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Your_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Plain text, {min} to {max} characters ({count} now). Shown with your first name and last initial." |
*
* @param {Flows_Review_Text_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_text_hint: ((inputs: Flows_Review_Text_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Text_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your review" |
*
* @param {Flows_Review_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_saving: ((inputs?: Flows_Review_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Flows_Review_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_save_changes: ((inputs?: Flows_Review_Save_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Save_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Publish review" |
*
* @param {Flows_Review_PublishInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_publish: ((inputs?: Flows_Review_PublishInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_PublishInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Flows_Review_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_cancel: ((inputs?: Flows_Review_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· returned since" |
*
* @param {Flows_Review_Returned_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_returned_since: ((inputs?: Flows_Review_Returned_SinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Returned_SinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviewed {date}" |
*
* @param {Flows_Review_ReviewedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_reviewed: ((inputs: Flows_Review_ReviewedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_ReviewedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· edited" |
*
* @param {Flows_Review_EditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edited: ((inputs?: Flows_Review_EditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_EditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit review" |
*
* @param {Flows_Review_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edit: ((inputs?: Flows_Review_EditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_EditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Write review" |
*
* @param {Flows_Review_WriteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_write: ((inputs?: Flows_Review_WriteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_WriteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Flows_Review_Of_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_of_item: ((inputs: Flows_Review_Of_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Of_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the product page" |
*
* @param {Flows_Review_See_Product_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_product_page: ((inputs?: Flows_Review_See_Product_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_See_Product_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Product reviews" |
*
* @param {Flows_Review_List_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_list_title: ((inputs?: Flows_Review_List_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_List_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell other shoppers about the pieces we delivered to you, newest first." |
*
* @param {Flows_Review_List_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_list_intro: ((inputs?: Flows_Review_List_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_List_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your products" |
*
* @param {Flows_Review_Loading_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_loading_products: ((inputs?: Flows_Review_Loading_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Loading_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your products" |
*
* @param {Flows_Review_Load_Products_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_load_products_failed: ((inputs?: Flows_Review_Load_Products_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Load_Products_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Trying again" |
*
* @param {Flows_Review_Trying_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_trying_again: ((inputs?: Flows_Review_Trying_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Trying_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing to review yet" |
*
* @param {Flows_Review_Nothing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_title: ((inputs?: Flows_Review_Nothing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Nothing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Flows_Review_BrowseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_browse: ((inputs?: Flows_Review_BrowseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_BrowseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Once a piece is delivered to you, you can review it here." |
*
* @param {Flows_Review_Nothing_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_text: ((inputs?: Flows_Review_Nothing_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Nothing_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have reviewed every piece. Thank you!" |
*
* @param {Flows_Review_All_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_all_done: ((inputs?: Flows_Review_All_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_All_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} piece waits for your review." |
* | "other" | "{count} pieces wait for your review." |
*
* @param {Flows_Review_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_waiting: ((inputs: Flows_Review_WaitingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_WaitingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered products" |
*
* @param {Flows_Review_Delivered_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_delivered_products: ((inputs?: Flows_Review_Delivered_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Delivered_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Content_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_last_updated: ((inputs: Content_Last_UpdatedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Last_UpdatedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Content_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_title: ((inputs?: Content_Terms_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "These terms cover your use of the Pivot website. The agreement you accept at checkout covers the furniture itself." |
*
* @param {Content_Terms_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_lead: ((inputs?: Content_Terms_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Using this site" |
*
* @param {Content_Terms_S_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_agreement: ((inputs?: Content_Terms_S_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who can order" |
*
* @param {Content_Terms_S_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_eligibility: ((inputs?: Content_Terms_S_EligibilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_EligibilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Content_Terms_S_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_account: ((inputs?: Content_Terms_S_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices, taxes and errors" |
*
* @param {Content_Terms_S_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_prices: ((inputs?: Content_Terms_S_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Orders and availability" |
*
* @param {Content_Terms_S_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_orders: ((inputs?: Content_Terms_S_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your furniture agreement" |
*
* @param {Content_Terms_S_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_agreements: ((inputs?: Content_Terms_S_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Acceptable use" |
*
* @param {Content_Terms_S_ConductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_conduct: ((inputs?: Content_Terms_S_ConductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_ConductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our content and yours" |
*
* @param {Content_Terms_S_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_content: ((inputs?: Content_Terms_S_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Limits of our responsibility" |
*
* @param {Content_Terms_S_LiabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_liability: ((inputs?: Content_Terms_S_LiabilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_LiabilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Governing law" |
*
* @param {Content_Terms_S_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_law: ((inputs?: Content_Terms_S_LawInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_LawInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Changes to these terms" |
*
* @param {Content_Terms_S_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_changes: ((inputs?: Content_Terms_S_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The site is operated by Pivot Furniture Inc. By using it you accept these terms and our <privacy>privacy policy</privacy>. If you do not accept them, please ..." |
*
* @param {Content_Terms_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_agreement: ((inputs?: Content_Terms_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To place an order you must have reached the age of majority in your province or territory and have a delivery address within our delivery area in Canada (or,..." |
*
* @param {Content_Terms_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_eligibility: ((inputs?: Content_Terms_EligibilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_EligibilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed through your accoun..." |
*
* @param {Content_Terms_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_account: ((inputs?: Content_Terms_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All prices are in Canadian dollars." |
*
* @param {Content_Terms_Prices_CadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_cad: ((inputs?: Content_Terms_Prices_CadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_Prices_CadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sales taxes are added by the province of delivery (or of pickup, for liquidation orders) and shown before you pay." |
*
* @param {Content_Terms_Prices_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_tax: ((inputs?: Content_Terms_Prices_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_Prices_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The price in your cart is calculated by our systems when you check out, and that is the price you pay. If a price is clearly wrong because of an error, we wi..." |
*
* @param {Content_Terms_Prices_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_errors: ((inputs?: Content_Terms_Prices_ErrorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_Prices_ErrorsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is accepted when we send the confirmation email. Availability and delivery dates shown on the site are estimates for your chosen city; if somethin..." |
*
* @param {Content_Terms_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_orders: ((inputs?: Content_Terms_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each order is governed by the subscription, rental or ownership agreement you accept at checkout. A plain-language summary of each is on our <contract>agreem..." |
*
* @param {Content_Terms_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_agreements: ((inputs?: Content_Terms_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please do not misuse the site: no attempts to break its security, to overload it, to collect other customers’ information, or to place orders you do not inte..." |
*
* @param {Content_Terms_ConductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_conduct: ((inputs?: Content_Terms_ConductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_ConductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Photographs, text, product designs and the Pivot name belong to us or our suppliers; you may view and share them for personal, non-commercial use. When you p..." |
*
* @param {Content_Terms_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_content: ((inputs?: Content_Terms_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We work to keep the site accurate and available but cannot promise it will always be uninterrupted or free of errors. To the extent the law allows, we are no..." |
*
* @param {Content_Terms_LiabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_liability: ((inputs?: Content_Terms_LiabilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_LiabilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "These terms are governed by the laws of Ontario and the federal laws of Canada that apply there, except where the consumer protection laws of your province g..." |
*
* @param {Content_Terms_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_law: ((inputs?: Content_Terms_LawInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_LawInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We may update these terms; the version in force when you place an order applies to that order. Questions? Write to <email>{email}</email>." |
*
* @param {Content_Terms_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_changes: ((inputs: Content_Terms_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Content_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_title: ((inputs?: Content_Sale_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Effective January 15, 2025, until the sale ends" |
*
* @param {Content_Sale_EffectiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_effective: ((inputs?: Content_Sale_EffectiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_EffectiveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our final liquidation sale takes 85% off the retail price of every piece we have left. Please read these terms before you order: sale orders work differently..." |
*
* @param {Content_Sale_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_lead: ((inputs?: Content_Sale_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>In short:</b> 85% off, all sales are final, and every order is picked up by you at our warehouse in Mississauga, Ontario. We do not deliver or assemble sa..." |
*
* @param {Content_Sale_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_short: ((inputs?: Content_Sale_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices" |
*
* @param {Content_Sale_Prices_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_prices_title: ((inputs?: Content_Sale_Prices_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Prices_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale prices are 85% below each piece’s regular retail price and are already shown that way on the site. Sale pieces are sold outright; subscriptions, rentals..." |
*
* @param {Content_Sale_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_prices: ((inputs?: Content_Sale_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Content_Sale_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_title: ((inputs?: Content_Sale_Final_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale pieces cannot be returned, exchanged or refunded once you have picked them up." |
*
* @param {Content_Sale_Final_No_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_no_return: ((inputs?: Content_Sale_Final_No_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_No_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces are sold in their current condition. Inspect them at pickup: if a piece is not as described on the site, you may refuse it there and we will refund it..." |
*
* @param {Content_Sale_Final_ConditionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_condition: ((inputs?: Content_Sale_Final_ConditionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_ConditionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing in this policy limits rights you have under the consumer protection laws of your province or territory." |
*
* @param {Content_Sale_Final_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_rights: ((inputs?: Content_Sale_Final_RightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_RightsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Content_Sale_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_title: ((inputs?: Content_Sale_Pickup_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "After checkout we email you your order number, the pickup day and window you chose, and a link to change them, and again the day before. Pickups run every da..." |
*
* @param {Content_Sale_Pickup_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_email: ((inputs?: Content_Sale_Pickup_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up your order within 14 days of purchase: checkout offers those days." |
*
* @param {Content_Sale_Pickup_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_days: ((inputs?: Content_Sale_Pickup_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bring photo ID matching the name on the order and your order number. Someone else may pick up for you if you email us their name in advance." |
*
* @param {Content_Sale_Pickup_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_id: ((inputs?: Content_Sale_Pickup_IdInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_IdInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bring a vehicle large enough and someone to help you lift. Our staff bring your order to the loading door but cannot load vehicles, take furniture apart or p..." |
*
* @param {Content_Sale_Pickup_VehicleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_vehicle: ((inputs?: Content_Sale_Pickup_VehicleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_VehicleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Missed pickups" |
*
* @param {Content_Sale_Missed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_missed_title: ((inputs?: Content_Sale_Missed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Missed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you cannot make your appointment, move it from the link in your email (or from your account's deliveries) before its day. If an order is still not collect..." |
*
* @param {Content_Sale_MissedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_missed: ((inputs?: Content_Sale_MissedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_MissedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantities" |
*
* @param {Content_Sale_Quantities_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_quantities_title: ((inputs?: Content_Sale_Quantities_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Quantities_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stock is limited to what is in the warehouse, and pieces are reserved only when your order is confirmed. We may limit quantities per customer so that more pe..." |
*
* @param {Content_Sale_QuantitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_quantities: ((inputs?: Content_Sale_QuantitiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_QuantitiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you subscribe today" |
*
* @param {Content_Sale_Subscribers_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_subscribers_title: ((inputs?: Content_Sale_Subscribers_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Subscribers_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your current subscription, rental or financing agreement continues unchanged, and you can still buy out your furniture from your account. Questions about you..." |
*
* @param {Content_Sale_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_subscribers: ((inputs: Content_Sale_SubscribersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_SubscribersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Content_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_title: ((inputs?: Content_Privacy_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We collect only what we need to deliver, bill for and look after your furniture, we never sell your personal information, and you can see or correct what we ..." |
*
* @param {Content_Privacy_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_lead: ((inputs?: Content_Privacy_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {Content_Privacy_S_ScopeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_scope: ((inputs?: Content_Privacy_S_ScopeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ScopeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Content_Privacy_S_CollectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_collect: ((inputs?: Content_Privacy_S_CollectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_CollectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How we use it" |
*
* @param {Content_Privacy_S_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_use: ((inputs?: Content_Privacy_S_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consent" |
*
* @param {Content_Privacy_S_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_consent: ((inputs?: Content_Privacy_S_ConsentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ConsentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who we share it with" |
*
* @param {Content_Privacy_S_ShareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_share: ((inputs?: Content_Privacy_S_ShareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ShareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cookies and browser storage" |
*
* @param {Content_Privacy_S_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_storage: ((inputs?: Content_Privacy_S_StorageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_StorageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where it is kept" |
*
* @param {Content_Privacy_S_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_where: ((inputs?: Content_Privacy_S_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Content_Privacy_S_RetentionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_retention: ((inputs?: Content_Privacy_S_RetentionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_RetentionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How we protect it" |
*
* @param {Content_Privacy_S_SafeguardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_safeguards: ((inputs?: Content_Privacy_S_SafeguardsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_SafeguardsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Content_Privacy_S_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_rights: ((inputs?: Content_Privacy_S_RightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_RightsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If something goes wrong" |
*
* @param {Content_Privacy_S_BreachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_breaches: ((inputs?: Content_Privacy_S_BreachesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_BreachesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Changes and contact" |
*
* @param {Content_Privacy_S_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_changes: ((inputs?: Content_Privacy_S_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. (“Pivot”, “we”) sells, finances, rents and subscribes furniture to customers in Canada. This policy covers the personal information we h..." |
*
* @param {Content_Privacy_ScopeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_scope: ((inputs?: Content_Privacy_ScopeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_ScopeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Identity and contact details</b>: your name, email address, phone numbers and the addresses you ask us to deliver to or bill." |
*
* @param {Content_Privacy_Collect_IdentityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_identity: ((inputs?: Content_Privacy_Collect_IdentityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_IdentityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Delivery details</b>: floor, elevator and dock access, buzzer number and the instructions you give our crews." |
*
* @param {Content_Privacy_Collect_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_delivery: ((inputs?: Content_Privacy_Collect_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Orders and payments</b>: what you ordered, your agreements, receipts and payment history. Card numbers are handled by our payment processor; we keep only ..." |
*
* @param {Content_Privacy_Collect_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_orders: ((inputs?: Content_Privacy_Collect_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Photos you send us</b>, for example of a piece you are returning." |
*
* @param {Content_Privacy_Collect_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_photos: ((inputs?: Content_Privacy_Collect_PhotosInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_PhotosInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Reviews</b> you choose to write about products." |
*
* @param {Content_Privacy_Collect_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_reviews: ((inputs?: Content_Privacy_Collect_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Technical information</b>: your browser and device type, pages visited and the release of our site you used, so that we can fix problems." |
*
* @param {Content_Privacy_Collect_TechnicalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_technical: ((inputs?: Content_Privacy_Collect_TechnicalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_TechnicalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to price, deliver, assemble, move, swap and pick up your furniture;" |
*
* @param {Content_Privacy_Use_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_deliver: ((inputs?: Content_Privacy_Use_DeliverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_DeliverInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to bill you under your agreement and send receipts;" |
*
* @param {Content_Privacy_Use_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_bill: ((inputs?: Content_Privacy_Use_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to verify your identity and protect your account against fraud;" |
*
* @param {Content_Privacy_Use_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_verify: ((inputs?: Content_Privacy_Use_VerifyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_VerifyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to answer your questions and handle PivotCare claims;" |
*
* @param {Content_Privacy_Use_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_answer: ((inputs?: Content_Privacy_Use_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to improve our site and our service, using aggregated or de-identified data;" |
*
* @param {Content_Privacy_Use_ImproveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_improve: ((inputs?: Content_Privacy_Use_ImproveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_ImproveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to send you offers by email, only if you opted in; every message has an unsubscribe link, as Canada’s anti-spam legislation requires." |
*
* @param {Content_Privacy_Use_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_offers: ((inputs?: Content_Privacy_Use_OffersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_OffersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We ask for your consent when we collect your information, and we use it only for the purposes above or ones you agree to later. You may withdraw consent at a..." |
*
* @param {Content_Privacy_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_consent: ((inputs?: Content_Privacy_ConsentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_ConsentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We never sell or rent your personal information. We share it only with:" |
*
* @param {Content_Privacy_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_intro: ((inputs?: Content_Privacy_Share_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "our payment processor, to charge your card;" |
*
* @param {Content_Privacy_Share_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_payment: ((inputs?: Content_Privacy_Share_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery and logistics partners who help our crews, limited to what a delivery needs;" |
*
* @param {Content_Privacy_Share_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_delivery: ((inputs?: Content_Privacy_Share_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "providers who host our systems or send our emails and text messages;" |
*
* @param {Content_Privacy_Share_HostingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_hosting: ((inputs?: Content_Privacy_Share_HostingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_HostingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "authorities, when the law requires it (for example, a court order), or to protect the safety of our customers and staff." |
*
* @param {Content_Privacy_Share_AuthoritiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_authorities: ((inputs?: Content_Privacy_Share_AuthoritiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_AuthoritiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every provider is bound by contract to protect your information and to use it only for the service it provides to us." |
*
* @param {Content_Privacy_Share_ContractsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_contracts: ((inputs?: Content_Privacy_Share_ContractsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_ContractsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our site keeps a few things in your browser so that it works: your cart, your chosen delivery city, your sign-in session and your preferred way to pay. We us..." |
*
* @param {Content_Privacy_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_storage: ((inputs?: Content_Privacy_StorageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_StorageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our customer records are stored in Canada. Some of our providers may process information in other countries, such as the United States, where it may be acces..." |
*
* @param {Content_Privacy_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_where: ((inputs?: Content_Privacy_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We keep account and order records while your account is open and for seven years after your last transaction, as tax law requires for financial records. Deli..." |
*
* @param {Content_Privacy_RetentionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_retention: ((inputs?: Content_Privacy_RetentionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_RetentionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Information travels encrypted between your browser and our servers. Passwords are stored only as strong one-way hashes. Staff can see customer records only w..." |
*
* @param {Content_Privacy_SafeguardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_safeguards: ((inputs?: Content_Privacy_SafeguardsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_SafeguardsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Access</b>: ask what personal information we hold about you and how we have used it. We answer within 30 days." |
*
* @param {Content_Privacy_Rights_AccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_access: ((inputs?: Content_Privacy_Rights_AccessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_AccessInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Correction</b>: ask us to correct anything inaccurate. Most details can be changed directly in your account." |
*
* @param {Content_Privacy_Rights_CorrectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_correction: ((inputs?: Content_Privacy_Rights_CorrectionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_CorrectionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Withdrawal of consent</b> and, in Quebec, the right to have information de-indexed or deleted where the law allows." |
*
* @param {Content_Privacy_Rights_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_withdrawal: ((inputs?: Content_Privacy_Rights_WithdrawalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_WithdrawalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Complaint</b>: if we have not resolved your concern, you may complain to the <opc>Office of the Privacy Commissioner of Canada</opc> or, in Quebec, to the..." |
*
* @param {Content_Privacy_Rights_ComplaintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_complaint: ((inputs?: Content_Privacy_Rights_ComplaintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_ComplaintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a breach of security creates a real risk of significant harm to you, we will tell you and report it to the Office of the Privacy Commissioner of Canada (a..." |
*
* @param {Content_Privacy_BreachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_breaches: ((inputs?: Content_Privacy_BreachesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_BreachesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If we change this policy in a way that matters, we will email account holders before the change takes effect. The date at the top shows the latest version." |
*
* @param {Content_Privacy_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_changes: ((inputs?: Content_Privacy_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy officer, Pivot Furniture Inc.: <email>{email}</email>, or by mail at the address on our <contact>contact page</contact>." |
*
* @param {Content_Privacy_OfficerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_officer: ((inputs: Content_Privacy_OfficerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_OfficerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Frequently asked questions" |
*
* @param {Content_Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_title: ((inputs?: Content_Faq_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Straight answers about subscribing, financing, renting and buying furniture with Pivot, and about delivery, returns and care." |
*
* @param {Content_Faq_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_lead: ((inputs?: Content_Faq_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Topics" |
*
* @param {Content_Faq_TopicsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_topics: ((inputs?: Content_Faq_TopicsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_TopicsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shopping with Pivot" |
*
* @param {Content_Faq_S_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_shopping: ((inputs?: Content_Faq_S_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery and assembly" |
*
* @param {Content_Faq_S_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_delivery: ((inputs?: Content_Faq_S_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns, swaps and moves" |
*
* @param {Content_Faq_S_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_returns: ((inputs?: Content_Faq_S_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare" |
*
* @param {Content_Faq_S_PivotcareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_pivotcare: ((inputs?: Content_Faq_S_PivotcareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_PivotcareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account and billing" |
*
* @param {Content_Faq_S_BillingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_billing: ((inputs?: Content_Faq_S_BillingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_BillingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The liquidation sale" |
*
* @param {Content_Faq_S_LiquidationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_liquidation: ((inputs?: Content_Faq_S_LiquidationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_LiquidationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What does “better than new” mean?" |
*
* @param {Content_Faq_Btn_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_q: ((inputs?: Content_Faq_Btn_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Btn_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every piece we deliver is either brand new or has been inspected, deep-cleaned and refurbished in our own depot so that it looks and performs like new. Worn ..." |
*
* @param {Content_Faq_Btn_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_a1: ((inputs?: Content_Faq_Btn_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Btn_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If something arrives that does not meet that standard, tell us within 7 days of delivery and we will exchange it at no charge." |
*
* @param {Content_Faq_Btn_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_a2: ((inputs?: Content_Faq_Btn_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Btn_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is the difference between subscribing, financing, renting and buying?" |
*
* @param {Content_Faq_Ways_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_q: ((inputs?: Content_Faq_Ways_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ways to get your furniture" |
*
* @param {Content_Faq_Ways_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_label: ((inputs?: Content_Faq_Ways_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Four ways to furnish your home" |
*
* @param {Content_Faq_Ways_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_caption: ((inputs?: Content_Faq_Ways_CaptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_CaptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Option" |
*
* @param {Content_Faq_Col_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_option: ((inputs?: Content_Faq_Col_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How you pay" |
*
* @param {Content_Faq_Col_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_pay: ((inputs?: Content_Faq_Col_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who owns it" |
*
* @param {Content_Faq_Col_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_owner: ((inputs?: Content_Faq_Col_OwnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_OwnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Best for" |
*
* @param {Content_Faq_Col_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_best: ((inputs?: Content_Faq_Col_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Content_Faq_Sub_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_name: ((inputs?: Content_Faq_Sub_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly fee, for as long as you keep it" |
*
* @param {Content_Faq_Sub_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_pay: ((inputs?: Content_Faq_Sub_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot, until your payments reach the retail price" |
*
* @param {Content_Faq_Sub_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_owner: ((inputs?: Content_Faq_Sub_OwnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_OwnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Flexibility: swap, move or return whenever life changes" |
*
* @param {Content_Faq_Sub_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_best: ((inputs?: Content_Faq_Sub_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Content_Faq_Fin_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_name: ((inputs?: Content_Faq_Fin_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fin_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The purchase price in equal monthly payments over a set term" |
*
* @param {Content_Faq_Fin_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_pay: ((inputs?: Content_Faq_Fin_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fin_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You, from delivery" |
*
* @param {Content_Faq_Owner_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_owner_you: ((inputs?: Content_Faq_Owner_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Owner_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Owning now and spreading the cost" |
*
* @param {Content_Faq_Fin_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_best: ((inputs?: Content_Faq_Fin_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fin_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Content_Faq_Rent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_name: ((inputs?: Content_Faq_Rent_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly rent for a fixed term" |
*
* @param {Content_Faq_Rent_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_pay: ((inputs?: Content_Faq_Rent_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot; it comes back at the end" |
*
* @param {Content_Faq_Rent_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_owner: ((inputs?: Content_Faq_Rent_OwnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_OwnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A temporary home, a staging or a short contract" |
*
* @param {Content_Faq_Rent_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_best: ((inputs?: Content_Faq_Rent_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Content_Faq_Buy_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_name: ((inputs?: Content_Faq_Buy_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buy_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The full price once, at checkout" |
*
* @param {Content_Faq_Buy_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_pay: ((inputs?: Content_Faq_Buy_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buy_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keeping it for years" |
*
* @param {Content_Faq_Buy_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_best: ((inputs?: Content_Faq_Buy_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buy_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The full terms of each option are summarised on our <contract>agreements page</contract>." |
*
* @param {Content_Faq_Ways_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_agreements: ((inputs?: Content_Faq_Ways_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When does a subscription end?" |
*
* @param {Content_Faq_End_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_end_q: ((inputs?: Content_Faq_End_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_End_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Whenever you like: schedule a return and billing stops on the pickup day. If you keep a piece long enough, your payments stop one month before the total you ..." |
*
* @param {Content_Faq_End_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_end_a: ((inputs?: Content_Faq_End_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_End_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Are prices in Canadian dollars? What about tax?" |
*
* @param {Content_Faq_Tax_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_tax_q: ((inputs?: Content_Faq_Tax_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Tax_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every price on the site is in Canadian dollars. Sales tax (GST or HST, plus PST or QST where it applies) depends on the province you have your furniture deli..." |
*
* @param {Content_Faq_Tax_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_tax_a: ((inputs?: Content_Faq_Tax_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Tax_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I see and feel fabrics before I order?" |
*
* @param {Content_Faq_Fabric_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fabric_q: ((inputs?: Content_Faq_Fabric_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fabric_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. <swatches>Order free fabric swatches</swatches> and we will mail them to you, usually within a week." |
*
* @param {Content_Faq_Fabric_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fabric_a: ((inputs?: Content_Faq_Fabric_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fabric_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where do you deliver?" |
*
* @param {Content_Faq_Where_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_q: ((inputs?: Content_Faq_Where_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Where_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our own white-glove crews deliver within 75 km of our depots in {count} cities: {cities}." |
*
* @param {Content_Faq_Where_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_a1: ((inputs: Content_Faq_Where_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Where_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your city with the location button at the top of any page: prices, availability and the delivery fee follow your choice." |
*
* @param {Content_Faq_Where_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_a2: ((inputs?: Content_Faq_Where_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Where_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How much does delivery cost?" |
*
* @param {Content_Faq_Cost_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_cost_q: ((inputs?: Content_Faq_Cost_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Cost_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One flat fee per order, which depends on your city and starts at {fee}. It covers carrying everything in, placing it in the room you choose and taking the pa..." |
*
* @param {Content_Faq_Cost_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_cost_a: ((inputs: Content_Faq_Cost_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Cost_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When can you deliver?" |
*
* @param {Content_Faq_When_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_when_q: ((inputs?: Content_Faq_When_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_When_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seven days a week, between 9 a.m. and 9 p.m. local time. You choose a delivery window at checkout, and we text you when the crew is about 30 minutes away." |
*
* @param {Content_Faq_When_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_when_a: ((inputs?: Content_Faq_When_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_When_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Do you assemble the furniture?" |
*
* @param {Content_Faq_Assembly_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_assembly_q: ((inputs?: Content_Faq_Assembly_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Assembly_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. Add assembly at checkout and the crew sets everything up before they leave. A few pieces arrive ready to use; their product page says “assembly not offe..." |
*
* @param {Content_Faq_Assembly_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_assembly_a: ((inputs?: Content_Faq_Assembly_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Assembly_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I return subscription furniture?" |
*
* @param {Content_Faq_Return_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_return_q: ((inputs?: Content_Faq_Return_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Return_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. {terms} An agreement signed earlier keeps the return terms it was signed with; each item shows its own free-return day when you start a return." |
*
* @param {Content_Faq_Return_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_return_a: ((inputs: Content_Faq_Return_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Return_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You may return any item at any time by booking a pickup in your account. A pickup in the first {count} year of an item’s subscription costs twice its monthly..." |
* | "other" | "You may return any item at any time by booking a pickup in your account. A pickup in the first {count} years of an item’s subscription costs twice its monthl..." |
*
* @param {Content_Return_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_return_terms: ((inputs: Content_Return_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Return_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I swap a piece for something else?" |
*
* @param {Content_Faq_Swap_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_swap_q: ((inputs?: Content_Faq_Swap_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Swap_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. Choose the replacement in your account and we deliver it on the same visit that we pick up the piece you are returning." |
*
* @param {Content_Faq_Swap_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_swap_a: ((inputs?: Content_Faq_Swap_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Swap_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "I’m moving. Can you move my furniture?" |
*
* @param {Content_Faq_Move_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_move_q: ((inputs?: Content_Faq_Move_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Move_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We move subscribed furniture within your city or to any of our other delivery cities. Book the move from your account at least one week before moving day." |
*
* @param {Content_Faq_Move_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_move_a: ((inputs?: Content_Faq_Move_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Move_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I return something I bought?" |
*
* @param {Content_Faq_Bought_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_bought_q: ((inputs?: Content_Faq_Bought_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Bought_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture you bought or financed can be returned within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee eq..." |
*
* @param {Content_Faq_Bought_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_bought_a: ((inputs?: Content_Faq_Bought_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Bought_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I buy the furniture I subscribe to?" |
*
* @param {Content_Faq_Buyout_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buyout_q: ((inputs?: Content_Faq_Buyout_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buyout_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. Buy it out from your account at any time: the subscription fees you have already paid count toward the price." |
*
* @param {Content_Faq_Buyout_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buyout_a: ((inputs?: Content_Faq_Buyout_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buyout_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is PivotCare?" |
*
* @param {Content_Faq_Care_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_q: ((inputs?: Content_Faq_Care_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Care_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare is accidental-damage cover you can add to any subscribed item in your cart. It costs 20% of the item’s monthly fee: on a {fee} a month sofa, that i..." |
*
* @param {Content_Faq_Care_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_a1: ((inputs: Content_Faq_Care_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Care_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "With PivotCare, we repair or replace an item damaged by accident (spills, stains, tears, a broken leg) at no cost to you. Normal wear is never charged, with ..." |
*
* @param {Content_Faq_Care_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_a2: ((inputs?: Content_Faq_Care_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Care_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What if I don’t have PivotCare and something breaks?" |
*
* @param {Content_Faq_Nocare_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_q: ((inputs?: Content_Faq_Nocare_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You pay for the repair, at the prices on our published repair chart:" |
*
* @param {Content_Faq_Nocare_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_a1: ((inputs?: Content_Faq_Nocare_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "legs and feet: {from} to {to}" |
*
* @param {Content_Faq_Nocare_LegsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_legs: ((inputs: Content_Faq_Nocare_LegsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_LegsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "upholstery: {from} to {to}" |
*
* @param {Content_Faq_Nocare_UpholsteryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_upholstery: ((inputs: Content_Faq_Nocare_UpholsteryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_UpholsteryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "hard surfaces (wood, stone, metal): {from} to {to}" |
*
* @param {Content_Faq_Nocare_HardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_hard: ((inputs: Content_Faq_Nocare_HardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_HardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a piece cannot be repaired, you pay its retail price less the fees you have already paid for it." |
*
* @param {Content_Faq_Nocare_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_a2: ((inputs?: Content_Faq_Nocare_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When am I charged?" |
*
* @param {Content_Faq_Charged_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_charged_q: ((inputs?: Content_Faq_Charged_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Charged_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription, rental and financing payments are charged each month on the day of the month your furniture was delivered, to the card on file. Every receipt i..." |
*
* @param {Content_Faq_Charged_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_charged_a: ((inputs?: Content_Faq_Charged_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Charged_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A payment didn’t go through. What do I do?" |
*
* @param {Content_Faq_Failed_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_failed_q: ((inputs?: Content_Faq_Failed_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Failed_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a payment fails, a billing alert appears at the top of every page while you are signed in. Follow it to update your card; we retry the payment once your d..." |
*
* @param {Content_Faq_Failed_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_failed_a: ((inputs?: Content_Faq_Failed_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Failed_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How do I reach a person?" |
*
* @param {Content_Faq_Person_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_person_q: ((inputs?: Content_Faq_Person_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Person_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call us at <phone>{phone}</phone> or email <email>{email}</email>. Our hours are on the <contact>contact page</contact>." |
*
* @param {Content_Faq_Person_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_person_a: ((inputs: Content_Faq_Person_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Person_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is the liquidation sale?" |
*
* @param {Content_Faq_Sale_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_q: ((inputs?: Content_Faq_Sale_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sale_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our final sale: every piece is 85% off its retail price, sold as final sale and picked up at our warehouse in Mississauga, Ontario. There is no delivery for ..." |
*
* @param {Content_Faq_Sale_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_a1: ((inputs?: Content_Faq_Sale_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sale_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The details, including pickup hours, are in the <policy>liquidation sale policy</policy>." |
*
* @param {Content_Faq_Sale_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_a2: ((inputs?: Content_Faq_Sale_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sale_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Montreal" |
*
* @param {Content_City_MontrealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_city_montreal: ((inputs?: Content_City_MontrealInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_City_MontrealInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec City" |
*
* @param {Content_City_QuebecInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_city_quebec: ((inputs?: Content_City_QuebecInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_City_QuebecInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Return at any time: a pickup costs twice its monthly fee in the first {count} year, then it is free" |
* | "other" | "Return at any time: a pickup costs twice its monthly fee in the first {count} years, then it is free" |
*
* @param {Content_Return_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_return_summary: ((inputs: Content_Return_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Return_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Looking after the furniture" |
*
* @param {Content_Agr_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_title: ((inputs?: Content_Agr_Care_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Care_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use the furniture at the delivery address for ordinary household purposes and follow the care instructions we give you. Normal wear is expected and never cha..." |
*
* @param {Content_Agr_Care_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_p1: ((inputs?: Content_Agr_Care_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Care_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us about damage as soon as it happens. With PivotCare (20% of the item’s monthly fee) accidental damage is repaired or the item replaced at no cost. Wit..." |
*
* @param {Content_Agr_Care_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_p2: ((inputs: Content_Agr_Care_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Care_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your rights and the law" |
*
* @param {Content_Agr_Law_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_law_title: ((inputs?: Content_Agr_Law_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Law_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This agreement is governed by the laws of the province or territory of the delivery address. Nothing in it limits the rights you have under that province’s c..." |
*
* @param {Content_Agr_Law_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_law_p1: ((inputs?: Content_Agr_Law_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Law_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Content_Agr_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_contact_title: ((inputs?: Content_Agr_Contact_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Contact_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone} or email {email}. Your signed agreement is always available in your account." |
*
* @param {Content_Agr_Contact_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_contact_p1: ((inputs: Content_Agr_Contact_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Contact_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What you are agreeing to" |
*
* @param {Content_Agr_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_what_title: ((inputs?: Content_Agr_What_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_What_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription agreement" |
*
* @param {Content_Agr_Sub_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_name: ((inputs?: Content_Agr_Sub_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the subscription agreement" |
*
* @param {Content_Agr_Sub_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_read: ((inputs?: Content_Agr_Sub_ReadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_ReadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly fee for as long as you keep the furniture, with swaps, moves and returns." |
*
* @param {Content_Agr_Sub_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_summary: ((inputs?: Content_Agr_Sub_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly, on the day of the month of delivery" |
*
* @param {Content_Agr_Sub_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h1: ((inputs?: Content_Agr_Sub_H1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_H1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payments stop one month before they reach the retail price, and the piece is yours" |
*
* @param {Content_Agr_Sub_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h3: ((inputs?: Content_Agr_Sub_H3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_H3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Optional PivotCare at 20% of the monthly fee" |
*
* @param {Content_Agr_Sub_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h4: ((inputs?: Content_Agr_Sub_H4Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_H4Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. lets you use the furniture listed on your order confirmation, at the delivery address, for a monthly fee. Pivot owns the furniture until..." |
*
* @param {Content_Agr_Sub_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_what: ((inputs?: Content_Agr_Sub_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fees and billing" |
*
* @param {Content_Agr_Sub_Fees_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_title: ((inputs?: Content_Agr_Sub_Fees_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Fees_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The monthly fee of each item, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. The first month is charged on delivery; la..." |
*
* @param {Content_Agr_Sub_Fees_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_p1: ((inputs?: Content_Agr_Sub_Fees_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Fees_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a payment fails, we let you know and retry it once you update your card. Amounts more than 30 days overdue may lead us to end the agreement and collect th..." |
*
* @param {Content_Agr_Sub_Fees_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_p2: ((inputs?: Content_Agr_Sub_Fees_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Fees_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swaps, moves and returns" |
*
* @param {Content_Agr_Sub_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_title: ((inputs?: Content_Agr_Sub_Returns_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Returns_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you signed an earlier version of this agreement, the return terms of the version you signed apply to the items it covers." |
*
* @param {Content_Agr_Sub_Returns_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_p2: ((inputs?: Content_Agr_Sub_Returns_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Returns_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may swap an item for another: we deliver the replacement when we pick up the original. Moves within our delivery cities need one week’s notice and are ch..." |
*
* @param {Content_Agr_Sub_Returns_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_p3: ((inputs?: Content_Agr_Sub_Returns_P3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Returns_P3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When the furniture becomes yours" |
*
* @param {Content_Agr_Sub_Own_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_own_title: ((inputs?: Content_Agr_Sub_Own_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Own_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payments for an item stop one month before the total you have paid for it reaches its retail price. From then on it belongs to you. You may also buy an item ..." |
*
* @param {Content_Agr_Sub_Own_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_own_p1: ((inputs?: Content_Agr_Sub_Own_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Own_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental agreement" |
*
* @param {Content_Agr_Rent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_name: ((inputs?: Content_Agr_Rent_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the rental agreement" |
*
* @param {Content_Agr_Rent_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_read: ((inputs?: Content_Agr_Rent_ReadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_ReadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly rent for a fixed term; the furniture comes back to us at the end." |
*
* @param {Content_Agr_Rent_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_summary: ((inputs?: Content_Agr_Rent_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A fixed term, chosen at checkout, billed monthly" |
*
* @param {Content_Agr_Rent_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h1: ((inputs?: Content_Agr_Rent_H1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the end of the term is free" |
*
* @param {Content_Agr_Rent_H2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h2: ((inputs?: Content_Agr_Rent_H2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue month to month if you need longer" |
*
* @param {Content_Agr_Rent_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h3: ((inputs?: Content_Agr_Rent_H3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The furniture stays Pivot’s; rent does not count toward buying it" |
*
* @param {Content_Agr_Rent_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h4: ((inputs?: Content_Agr_Rent_H4Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H4Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. rents you the furniture listed on your order confirmation for the term shown at checkout, at the delivery address. Pivot owns the furnit..." |
*
* @param {Content_Agr_Rent_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_what: ((inputs?: Content_Agr_Rent_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent and billing" |
*
* @param {Content_Agr_Rent_Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_billing_title: ((inputs?: Content_Agr_Rent_Billing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_Billing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The monthly rent, the term, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. Rent is charged on delivery and then monthly..." |
*
* @param {Content_Agr_Rent_Billing_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_billing_p1: ((inputs?: Content_Agr_Rent_Billing_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_Billing_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End of the term" |
*
* @param {Content_Agr_Rent_End_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_title: ((inputs?: Content_Agr_Rent_End_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_End_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We contact you two weeks before the term ends to book a free pickup. If you need the furniture longer, the rental continues month to month at the same rent u..." |
*
* @param {Content_Agr_Rent_End_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_p1: ((inputs?: Content_Agr_Rent_End_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_End_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returning an item before the end of the term costs a pickup fee of twice its monthly rent; rent stops on the pickup day." |
*
* @param {Content_Agr_Rent_End_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_p2: ((inputs?: Content_Agr_Rent_End_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_End_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ownership agreement" |
*
* @param {Content_Agr_Own_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_name: ((inputs?: Content_Agr_Own_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the ownership agreement" |
*
* @param {Content_Agr_Own_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_read: ((inputs?: Content_Agr_Own_ReadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_ReadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright, or finance the price in equal monthly payments." |
*
* @param {Content_Agr_Own_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_summary: ((inputs?: Content_Agr_Own_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay in full at checkout, or in equal monthly payments over the term you choose" |
*
* @param {Content_Agr_Own_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h1: ((inputs?: Content_Agr_Own_H1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The interest rate and total cost of borrowing are shown before you agree" |
*
* @param {Content_Agr_Own_H2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h2: ((inputs?: Content_Agr_Own_H2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay off financing early at any time, without penalty" |
*
* @param {Content_Agr_Own_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h3: ((inputs?: Content_Agr_Own_H3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return within 14 days of delivery, except final-sale items" |
*
* @param {Content_Agr_Own_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h4: ((inputs?: Content_Agr_Own_H4Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H4Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You buy the furniture listed on your order confirmation from Pivot Furniture Inc. Ownership passes to you on delivery (or at pickup for liquidation sale orde..." |
*
* @param {Content_Agr_Own_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_what: ((inputs?: Content_Agr_Own_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paying in full" |
*
* @param {Content_Agr_Own_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_full_title: ((inputs?: Content_Agr_Own_Full_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Full_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The price, delivery fee, any assembly fee and applicable sales taxes are charged to your card when your order is confirmed." |
*
* @param {Content_Agr_Own_Full_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_full_p1: ((inputs?: Content_Agr_Own_Full_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Full_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Content_Agr_Own_Fin_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_title: ((inputs?: Content_Agr_Own_Fin_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Fin_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you finance, the price is divided into equal monthly payments over the term you choose at checkout. Before you agree, we show the annual interest rate, ea..." |
*
* @param {Content_Agr_Own_Fin_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_p1: ((inputs?: Content_Agr_Own_Fin_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Fin_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may pay the balance at any time without penalty. Until it is paid, Pivot keeps a security interest in the financed furniture; missed payments may be repo..." |
*
* @param {Content_Agr_Own_Fin_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_p2: ((inputs?: Content_Agr_Own_Fin_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Fin_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns" |
*
* @param {Content_Agr_Own_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_returns_title: ((inputs?: Content_Agr_Own_Returns_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Returns_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may return furniture within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee equal to the delivery fee...." |
*
* @param {Content_Agr_Own_Returns_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_returns_p1: ((inputs?: Content_Agr_Own_Returns_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Returns_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Warranty and care" |
*
* @param {Content_Agr_Own_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_warranty_title: ((inputs?: Content_Agr_Own_Warranty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Warranty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your furniture comes with the legal warranties of your province and a one-year Pivot warranty against defects in materials and workmanship. Accidental damage..." |
*
* @param {Content_Agr_Own_Warranty_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_warranty_p1: ((inputs?: Content_Agr_Own_Warranty_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Warranty_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Content_Agr_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_home: ((inputs?: Content_Agr_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All agreements" |
*
* @param {Content_Agr_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_all: ((inputs?: Content_Agr_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version} · Pivot Furniture Inc." |
*
* @param {Content_Agr_MetaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_meta: ((inputs: Content_Agr_MetaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_MetaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Print this agreement" |
*
* @param {Content_Agr_PrintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_print: ((inputs?: Content_Agr_PrintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_PrintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Content_Contract_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_title: ((inputs?: Content_Contract_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Content_Contract_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_version: ((inputs: Content_Contract_VersionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_VersionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order comes with a short agreement that you accept at checkout. Here is what each one means, in plain language." |
*
* @param {Content_Contract_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_lead: ((inputs?: Content_Contract_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Which one is right for me?" |
*
* @param {Content_Contract_Which_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_which_title: ((inputs?: Content_Contract_Which_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_Which_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe if you want flexibility: swap, move or return as your home changes. Rent when you know you need furniture for a set time. Buy or finance when you w..." |
*
* @param {Content_Contract_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_which: ((inputs?: Content_Contract_WhichInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_WhichInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The agreement you sign is saved in your account. If anything in these summaries differs from your signed agreement, the signed agreement applies." |
*
* @param {Content_Contract_SignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_signed: ((inputs?: Content_Contract_SignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_SignedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Content_Agr_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_brand: ((inputs?: Content_Agr_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Content_Approach_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_title: ((inputs?: Content_Approach_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Good furniture should outlive any one apartment, lease or life stage. We build our business around keeping it in use." |
*
* @param {Content_Approach_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_lead: ((inputs?: Content_Approach_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture that stays in use" |
*
* @param {Content_Approach_Use_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_use_title: ((inputs?: Content_Approach_Use_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Use_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Millions of pieces of furniture end up in Canadian landfills every year, many of them barely used, because moving them is harder than buying new. When your n..." |
*
* @param {Content_Approach_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_use: ((inputs?: Content_Approach_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Better than new" |
*
* @param {Content_Approach_Better_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_better_title: ((inputs?: Content_Approach_Better_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Better_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every returned piece goes through our depot workshop: inspected, deep-cleaned, repaired and, where needed, given new cushions, covers or hardware. It leaves ..." |
*
* @param {Content_Approach_BetterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_better: ((inputs?: Content_Approach_BetterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_BetterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Four ways to have it" |
*
* @param {Content_Approach_Ways_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_ways_title: ((inputs?: Content_Approach_Ways_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Ways_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Content_Approach_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_subscribe: ((inputs?: Content_Approach_SubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_SubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly fee, and the freedom to swap, move or return as life changes." |
*
* @param {Content_Approach_Subscribe_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_subscribe_text: ((inputs?: Content_Approach_Subscribe_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Subscribe_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Content_Approach_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_finance: ((inputs?: Content_Approach_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Own it from day one and spread the price over equal monthly payments." |
*
* @param {Content_Approach_Finance_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_finance_text: ((inputs?: Content_Approach_Finance_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Finance_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Content_Approach_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_rent: ((inputs?: Content_Approach_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For a fixed term, when you know you only need it for a while." |
*
* @param {Content_Approach_Rent_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_rent_text: ((inputs?: Content_Approach_Rent_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Rent_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Content_Approach_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_buy: ((inputs?: Content_Approach_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay once and keep it for good." |
*
* @param {Content_Approach_Buy_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_buy_text: ((inputs?: Content_Approach_Buy_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Buy_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each option’s terms are summarised in plain language on our <contract>agreements page</contract>." |
*
* @param {Content_Approach_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_terms: ((inputs?: Content_Approach_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Content_Approach_Canada_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_canada_title: ((inputs?: Content_Approach_Canada_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Canada_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Most of our sofas, sectionals and chairs are built in Canadian workshops, with frames of kiln-dried hardwood and covers you can remove and replace. Making fu..." |
*
* @param {Content_Approach_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_canada: ((inputs?: Content_Approach_CanadaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_CanadaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered by our own crews" |
*
* @param {Content_Approach_Crews_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_crews_title: ((inputs?: Content_Approach_Crews_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Crews_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our white-glove crews deliver and assemble in {count} cities, from {first} to {last}, seven days a week. They carry everything in, set it up where you want i..." |
*
* @param {Content_Approach_CrewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_crews: ((inputs: Content_Approach_CrewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_CrewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Care built in" |
*
* @param {Content_Approach_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_care_title: ((inputs?: Content_Approach_Care_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Care_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Normal wear is on us. For accidents, PivotCare covers repairs and replacements for 20% of an item’s monthly fee, and our <cover>fabric and cover replacements..." |
*
* @param {Content_Approach_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_care: ((inputs?: Content_Approach_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Content_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_title: ((inputs?: Content_Contact_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our customer care team is based in Toronto and answers in English and French." |
*
* @param {Content_Contact_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_lead: ((inputs?: Content_Contact_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call us" |
*
* @param {Content_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_call: ((inputs?: Content_Contact_CallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_CallInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Toll-free across Canada" |
*
* @param {Content_Contact_Toll_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_toll_free: ((inputs?: Content_Contact_Toll_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Toll_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monday to Friday" |
*
* @param {Content_Contact_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekdays: ((inputs?: Content_Contact_WeekdaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_WeekdaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "9 a.m. to 8 p.m. ET" |
*
* @param {Content_Contact_Weekdays_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekdays_hours: ((inputs?: Content_Contact_Weekdays_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Weekdays_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saturday and Sunday" |
*
* @param {Content_Contact_WeekendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekend: ((inputs?: Content_Contact_WeekendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_WeekendInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "10 a.m. to 6 p.m. ET" |
*
* @param {Content_Contact_Weekend_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekend_hours: ((inputs?: Content_Contact_Weekend_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Weekend_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email us" |
*
* @param {Content_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_email: ((inputs?: Content_Contact_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We reply within one business day. Please include your order number if you have one." |
*
* @param {Content_Contact_ReplyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_reply: ((inputs?: Content_Contact_ReplyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_ReplyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Write to us" |
*
* @param {Content_Contact_MailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_mail: ((inputs?: Content_Contact_MailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_MailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Attn: Customer Care" |
*
* @param {Content_Contact_AttnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_attn: ((inputs?: Content_Contact_AttnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_AttnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PO Box 1042, Station A" |
*
* @param {Content_Contact_Po_BoxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_po_box: ((inputs?: Content_Contact_Po_BoxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Po_BoxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quicker answers" |
*
* @param {Content_Contact_QuickerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker: ((inputs?: Content_Contact_QuickerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_QuickerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery times, receipts, returns, swaps and moves are all in <account>your account</account>." |
*
* @param {Content_Contact_Quicker_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_account: ((inputs?: Content_Contact_Quicker_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Quicker_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Most questions about subscribing, delivery and PivotCare are answered in our <faq>FAQ</faq>." |
*
* @param {Content_Contact_Quicker_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_faq: ((inputs?: Content_Contact_Quicker_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Quicker_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On delivery day, the text message we send has your crew’s direct number. Crews work seven days a week, 9 a.m. to 9 p.m. local time." |
*
* @param {Content_Contact_Quicker_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_crew: ((inputs?: Content_Contact_Quicker_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Quicker_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy questions" |
*
* @param {Content_Contact_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_privacy_title: ((inputs?: Content_Contact_Privacy_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Privacy_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To ask what personal information we hold about you, or to correct it, write to our privacy officer at <email>{email}</email>. Our <privacy>privacy policy</pr..." |
*
* @param {Content_Contact_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_privacy: ((inputs: Content_Contact_PrivacyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_PrivacyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Content_Cover_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_title: ((inputs?: Content_Cover_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A stained, faded or simply tired sofa does not need replacing. A new cover kit gives it a fresh look, in the same fabric or a new one, for a fraction of the ..." |
*
* @param {Content_Cover_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_lead: ((inputs?: Content_Cover_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is a cover kit?" |
*
* @param {Content_Cover_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_what_title: ((inputs?: Content_Cover_What_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_What_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A complete set of made-to-measure covers for one piece: the seat and back cushions, the arms and the base. Our sofas, sectionals, loveseats, lounge chairs an..." |
*
* @param {Content_Cover_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_what: ((inputs?: Content_Cover_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Content_Cover_How_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_how_title: ((inputs?: Content_Cover_How_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_How_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Choose your fabric.</b> <swatches>Order free swatches</swatches> to see colours and textures in your own light." |
*
* @param {Content_Cover_Step_FabricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_fabric: ((inputs?: Content_Cover_Step_FabricInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_FabricInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Tell us about your piece.</b> Email us the product name and your order number, or a photo of the label under the seat cushions." |
*
* @param {Content_Cover_Step_PieceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_piece: ((inputs?: Content_Cover_Step_PieceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_PieceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Get a quote.</b> We confirm the price and timing before you pay. Covers are made to order and usually ship within two to four weeks." |
*
* @param {Content_Cover_Step_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_quote: ((inputs?: Content_Cover_Step_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Fit it.</b> Your kit comes with step-by-step instructions; most pieces take under an hour. In our delivery cities, a crew can fit it for you for the cost ..." |
*
* @param {Content_Cover_Step_FitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_fit: ((inputs?: Content_Cover_Step_FitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_FitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Covered by PivotCare" |
*
* @param {Content_Cover_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_care_title: ((inputs?: Content_Cover_Care_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Care_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you subscribe with PivotCare and a cover is damaged by accident, the replacement is on us: no quote, no charge. Contact us and we arrange it." |
*
* @param {Content_Cover_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_care: ((inputs?: Content_Cover_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keeping covers fresh" |
*
* @param {Content_Cover_Fresh_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_title: ((inputs?: Content_Cover_Fresh_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Vacuum weekly with an upholstery brush, and rotate seat cushions every few weeks." |
*
* @param {Content_Cover_Fresh_VacuumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_vacuum: ((inputs?: Content_Cover_Fresh_VacuumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_VacuumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blot spills right away with a clean, damp cloth; never rub." |
*
* @param {Content_Cover_Fresh_BlotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_blot: ((inputs?: Content_Cover_Fresh_BlotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_BlotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Most covers can be washed cold on a gentle cycle and air-dried; check the care label first." |
*
* @param {Content_Cover_Fresh_WashInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_wash: ((inputs?: Content_Cover_Fresh_WashInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_WashInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep fabrics out of strong direct sunlight to slow fading." |
*
* @param {Content_Cover_Fresh_SunInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_sun: ((inputs?: Content_Cover_Fresh_SunInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_SunInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about a cover kit? Email <email>{email}</email> or call <phone>{phone}</phone>." |
*
* @param {Content_Cover_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_questions: ((inputs: Content_Cover_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Content_Cover_Order_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_order_swatches: ((inputs?: Content_Cover_Order_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Order_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Language_NameInputs = {};
export type Shell_Language_Switch_LabelInputs = {};
export type Shell_Language_Switch_HintInputs = {};
export type Shell_Cart_Label_EmptyInputs = {};
export type Shell_Cart_LabelInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Footer_ShopInputs = {};
export type Shell_Footer_HelpInputs = {};
export type Shell_Footer_FaqInputs = {};
export type Shell_Footer_ContactInputs = {};
export type Shell_Footer_SwatchesInputs = {};
export type Shell_Footer_Cover_KitInputs = {};
export type Shell_Footer_CompanyInputs = {};
export type Shell_Footer_Our_ApproachInputs = {};
export type Shell_Footer_AgreementsInputs = {};
export type Shell_Footer_CareersInputs = {};
export type Shell_Footer_External_SiteInputs = {};
export type Shell_Footer_Your_AccountInputs = {};
export type Shell_Footer_My_AccountInputs = {};
export type Shell_Footer_Create_AccountInputs = {};
export type Shell_Footer_Sign_InInputs = {};
export type Shell_Footer_PoliciesInputs = {};
export type Shell_Footer_PrivacyInputs = {};
export type Shell_Footer_TermsInputs = {};
export type Shell_Footer_Liquidation_PolicyInputs = {};
export type Shell_Footer_CopyrightInputs = {};
export type Shell_Footer_SocialInputs = {};
export type Shell_Footer_LanguageInputs = {};
export type Shell_Header_HomeInputs = {};
export type Shell_Menu_TitleInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_Menu_MainInputs = {};
export type Shell_Menu_My_AccountInputs = {};
export type Shell_Menu_Sign_InInputs = {};
export type Shell_Menu_FaqInputs = {};
export type Shell_Menu_ContactInputs = {};
export type Shell_Menu_Sign_OutInputs = {};
export type Shell_Menu_BackInputs = {};
export type Shell_Menu_AllInputs = {
    category: NonNullable<unknown>;
};
export type Shell_Sale_BadgeInputs = {};
export type Shell_BrandInputs = {};
export type Shell_Account_GreetingInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Account_My_AccountInputs = {};
export type Shell_Account_Sign_InInputs = {};
export type Shell_Cart_Popup_AddedInputs = {};
export type Shell_Cart_Popup_Not_AddedInputs = {};
export type Shell_Cart_Popup_ClearedInputs = {};
export type Shell_Cart_Popup_Cleared_TextInputs = {};
export type Shell_Cart_Popup_Add_ErrorInputs = {};
export type Shell_Cart_Popup_ItemInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Cart_Popup_CountInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Cart_Popup_View_CartInputs = {};
export type Shell_Cart_Popup_CheckoutInputs = {};
export type Shell_Category_Menu_LabelInputs = {};
export type Shell_Liquidation_TitleInputs = {};
export type Shell_Liquidation_PickupInputs = {};
export type Shell_Liquidation_Policy_LinkInputs = {};
export type Shell_Location_TitleInputs = {};
export type Shell_Location_Pinned_CityInputs = {
    city: NonNullable<unknown>;
};
export type Shell_Location_PinnedInputs = {};
export type Shell_Location_Shop_FromInputs = {
    city: NonNullable<unknown>;
};
export type Shell_Location_ContinueInputs = {};
export type Shell_Location_Pinned_Prices_CityInputs = {
    city: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Shell_Location_Pinned_Prices_DefaultInputs = {};
export type Shell_Location_DescriptionInputs = {};
export type Shell_Location_CurrentInputs = {
    city: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Shell_Location_Select_CityInputs = {};
export type Shell_Location_ButtonInputs = {};
export type Shell_Not_Found_TitleInputs = {};
export type Shell_Not_Found_Page_TitleInputs = {};
export type Shell_Not_Found_TextInputs = {};
export type Shell_Not_Found_RoomsInputs = {};
export type Shell_Home_LinkInputs = {};
export type Shell_Promo_SaleInputs = {};
export type Shell_Promo_Made_In_CanadaInputs = {};
export type Shell_Promo_Own_CrewInputs = {};
export type Shell_Billing_AlertInputs = {};
export type Shell_Quick_Links_LabelInputs = {};
export type Shell_Quick_SofasInputs = {};
export type Shell_Quick_SectionalsInputs = {};
export type Shell_Quick_Lounge_ChairsInputs = {};
export type Shell_Quick_LoveseatsInputs = {};
export type Shell_Quick_Coffee_TablesInputs = {};
export type Shell_Quick_End_TablesInputs = {};
export type Shell_Quick_Dining_TablesInputs = {};
export type Shell_Quick_Dining_ChairsInputs = {};
export type Shell_Quick_BedsInputs = {};
export type Shell_SearchInputs = {};
export type Shell_Search_CloseInputs = {};
export type Shell_Search_HintInputs = {};
export type Shell_Error_TitleInputs = {};
export type Shell_Error_TextInputs = {};
export type Shell_Error_Text_UnreportedInputs = {};
export type Shell_Error_RetryInputs = {};
export type Shell_Skip_To_ContentInputs = {};
export type Shell_BackInputs = {};
export type Shell_Back_AddressInputs = {};
export type Shell_Back_My_ProductsInputs = {};
export type Shell_Back_My_AccountInputs = {};
export type Shell_Unsupported_Page_TitleInputs = {};
export type Shell_Unsupported_HeadingInputs = {};
export type Shell_Unsupported_TextInputs = {};
export type Shell_Unsupported_FeaturesInputs = {};
export type Shell_Unsupported_PhoneInputs = {};
export type Shell_Version_TitleInputs = {};
export type Shell_Version_ReleaseInputs = {};
export type Shell_Province_AbInputs = {};
export type Shell_Province_BcInputs = {};
export type Shell_Province_MbInputs = {};
export type Shell_Province_NbInputs = {};
export type Shell_Province_NlInputs = {};
export type Shell_Province_NsInputs = {};
export type Shell_Province_NtInputs = {};
export type Shell_Province_NuInputs = {};
export type Shell_Province_OnInputs = {};
export type Shell_Province_PeInputs = {};
export type Shell_Province_QcInputs = {};
export type Shell_Province_SkInputs = {};
export type Shell_Province_YtInputs = {};
export type Ui_CloseInputs = {};
export type Ui_DismissInputs = {};
export type Ui_NotificationsInputs = {};
export type Ui_NotificationInputs = {};
export type Ui_LoadingInputs = {};
export type Ui_Loading_WaitInputs = {};
export type Ui_On_This_PageInputs = {};
export type Ui_BreadcrumbInputs = {};
export type Ui_PagesInputs = {};
export type Ui_Previous_PageInputs = {};
export type Ui_PreviousInputs = {};
export type Ui_Next_PageInputs = {};
export type Ui_NextInputs = {};
export type Ui_Page_NumberInputs = {
    page: NonNullable<unknown>;
};
export type Ui_Try_AgainInputs = {};
export type Ui_Previous_ImageInputs = {};
export type Ui_Next_ImageInputs = {};
export type Ui_Password_ShowInputs = {};
export type Ui_Password_HideInputs = {};
export type Ui_Password_SubjectInputs = {};
export type Ui_Final_SaleInputs = {};
export type Ui_Or_FromInputs = {};
export type Ui_Gallery_MoreInputs = {};
export type Ui_Gallery_Full_ScreenInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Gallery_PictureInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Ui_Promo_PlayInputs = {};
export type Ui_Promo_PauseInputs = {};
export type Ui_RatingInputs = {
    rating: NonNullable<unknown>;
};
export type Ui_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_ReviewsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Search_LabelInputs = {};
export type Ui_Search_PlaceholderInputs = {};
export type Ui_Search_SubmitInputs = {};
export type Ui_UnavailableInputs = {};
export type Ui_Address_LabelInputs = {};
export type Ui_Address_First_NameInputs = {};
export type Ui_Address_Last_NameInputs = {};
export type Ui_Address_PhoneInputs = {};
export type Ui_Address_Phone_HintInputs = {};
export type Ui_Address_StreetInputs = {};
export type Ui_Address_UnitInputs = {};
export type Ui_Address_CityInputs = {};
export type Ui_Address_ProvinceInputs = {};
export type Ui_Address_Province_PlaceholderInputs = {};
export type Ui_Address_Postal_CodeInputs = {};
export type Ui_Address_Postal_Code_HintInputs = {};
export type Ui_Address_Building_TypeInputs = {};
export type Ui_Address_Choose_OneInputs = {};
export type Ui_Address_HouseInputs = {};
export type Ui_Address_ApartmentInputs = {};
export type Ui_Address_CondoInputs = {};
export type Ui_Address_TownhouseInputs = {};
export type Ui_Address_OfficeInputs = {};
export type Ui_Address_FloorInputs = {};
export type Ui_Address_BuzzerInputs = {};
export type Ui_Address_Receiving_HoursInputs = {};
export type Ui_Address_Receiving_Hours_HintInputs = {};
export type Ui_Address_ElevatorInputs = {};
export type Ui_Address_Dock_DoorInputs = {};
export type Ui_Address_PrimaryInputs = {};
export type Ui_Address_InstructionsInputs = {};
export type Ui_Address_SavingInputs = {};
export type Ui_Card_ProcessorInputs = {};
export type Ui_Card_NameInputs = {};
export type Ui_Card_NumberInputs = {};
export type Ui_Card_ExpiryInputs = {};
export type Ui_Card_Expiry_PlaceholderInputs = {};
export type Ui_Card_Security_CodeInputs = {};
export type Cart_CheckoutInputs = {};
export type Cart_Blocked_No_CityInputs = {};
export type Cart_Blocked_UpdatingInputs = {};
export type Cart_Blocked_FailedInputs = {};
export type Cart_Blocked_Line_ErrorsInputs = {};
export type Cart_Page_TitleInputs = {};
export type Cart_DismissInputs = {};
export type Cart_Discarded_NoticeInputs = {};
export type Cart_Liquidation_PurchaseInputs = {};
export type Cart_City_Reason_CartInputs = {};
export type Cart_Empty_TitleInputs = {};
export type Cart_Browse_FurnitureInputs = {};
export type Cart_Empty_TextInputs = {};
export type Cart_Add_AssemblyInputs = {};
export type Cart_Assembly_Hint_PriceInputs = {
    price: NonNullable<unknown>;
};
export type Cart_Assembly_HintInputs = {};
export type Cart_Updating_PricesInputs = {};
export type Cart_Quote_Failed_CartInputs = {};
export type Cart_Quote_ErrorInputs = {};
export type Cart_Delivery_ChosenInputs = {
    date: NonNullable<unknown>;
};
export type Cart_Share_CartInputs = {};
export type Cart_Empty_CartInputs = {};
export type Cart_Lines_LabelInputs = {};
export type Cart_Line_OptionInputs = {
    option: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cart_Pivotcare_LabelInputs = {};
export type Cart_Pivotcare_Label_PriceInputs = {
    price: NonNullable<unknown>;
};
export type Cart_Pivotcare_HintInputs = {};
export type Cart_Line_Final_SaleInputs = {};
export type Cart_QuantityInputs = {};
export type Cart_Quantity_CountInputs = {
    quantity: NonNullable<unknown>;
};
export type Cart_RemoveInputs = {};
export type Cart_Remove_LineInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Way_SubscriptionInputs = {};
export type Cart_Way_FinancingInputs = {};
export type Cart_Way_RentalInputs = {};
export type Cart_Way_BuyInputs = {};
export type Cart_Way_Final_Sale_MonthlyInputs = {};
export type Cart_Way_Final_SaleInputs = {};
export type Cart_Way_MinimumInputs = {
    way: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Cart_Way_MonthsInputs = {
    way: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Cart_Terms_FinancingInputs = {
    payments: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Cart_Terms_SubscriptionInputs = {
    payments: NonNullable<unknown>;
};
export type Cart_Terms_RentalInputs = {};
export type Cart_Summary_TitleInputs = {};
export type Cart_Due_TodayInputs = {};
export type Cart_Then_MonthlyInputs = {};
export type Cart_Row_PurchasesInputs = {};
export type Cart_Row_First_MonthInputs = {};
export type Cart_Row_PickupInputs = {};
export type Cart_Row_FreeInputs = {};
export type Cart_Row_DeliveryInputs = {};
export type Cart_Row_AssemblyInputs = {};
export type Cart_Row_Account_CreditInputs = {};
export type Cart_Row_Total_TodayInputs = {};
export type Cart_Row_Monthly_ItemsInputs = {};
export type Cart_Row_Each_MonthInputs = {};
export type Cart_Tax_GstInputs = {};
export type Cart_Tax_HstInputs = {};
export type Cart_Tax_QstInputs = {};
export type Cart_Tax_PstInputs = {};
export type Cart_Tax_RstInputs = {};
export type Cart_Tax_RateInputs = {
    tax: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Cart_Pickup_NoteInputs = {
    address: NonNullable<unknown>;
};
export type Cart_Estimated_DeliveryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Cart_Final_Sale_TitleInputs = {};
export type Cart_Final_Sale_TextInputs = {};
export type Cart_Sale_Notice_OneInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Sale_Notice_OtherInputs = {
    names: NonNullable<unknown>;
};
export type Cart_Sale_Notice_An_ItemInputs = {};
export type Cart_List_AndInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Cart_Error_TitleInputs = {};
export type Cart_Error_NetworkInputs = {};
export type Cart_Error_GeneralInputs = {};
export type Cart_Try_AgainInputs = {};
export type Cart_Home_PageInputs = {};
export type Cart_City_FixedInputs = {
    place: NonNullable<unknown>;
};
export type Cart_Your_CityInputs = {};
export type Cart_Your_City_HintInputs = {};
export type Cart_Choose_LocationInputs = {};
export type Cart_Select_CityInputs = {};
export type Cart_Loading_CitiesInputs = {};
export type Cart_Cities_FailedInputs = {};
export type Cart_PackagesInputs = {};
export type Cart_Package_PicturesInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Package_Pieces_HeadingInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Package_Lines_LabelInputs = {};
export type Cart_Package_Missing_OneInputs = {};
export type Cart_Package_Missing_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Quote_Failed_PackageInputs = {};
export type Cart_Add_PackageInputs = {};
export type Cart_Packages_IntroInputs = {};
export type Cart_Packages_None_TitleInputs = {};
export type Cart_Packages_None_TextInputs = {};
export type Cart_Packages_AllInputs = {};
export type Cart_Package_Tile_NoteInputs = {
    count: NonNullable<unknown>;
    description: NonNullable<unknown>;
};
export type Cart_Share_TitleInputs = {};
export type Cart_Share_City_ReasonInputs = {};
export type Cart_Share_Empty_TextInputs = {};
export type Cart_Share_IntroInputs = {};
export type Cart_Share_Lines_LabelInputs = {};
export type Cart_Share_Link_LabelInputs = {};
export type Cart_Share_Link_HintInputs = {
    date: NonNullable<unknown>;
};
export type Cart_Share_CopyInputs = {};
export type Cart_Share_OpenInputs = {};
export type Cart_Share_CopiedInputs = {};
export type Cart_Share_Copy_FailedInputs = {};
export type Cart_Share_Failed_TitleInputs = {};
export type Cart_Share_FailedInputs = {};
export type Cart_Share_CreateInputs = {};
export type Cart_Back_To_CartInputs = {};
export type Cart_Shared_TitleInputs = {};
export type Cart_Shared_Not_Found_TitleInputs = {};
export type Cart_Shared_ExpiredInputs = {};
export type Cart_Go_To_CartInputs = {};
export type Cart_Shared_Expired_TextInputs = {};
export type Cart_Shared_With_You_OneInputs = {};
export type Cart_Shared_With_You_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_ReplaceInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_IncreasedInputs = {
    added: NonNullable<unknown>;
    increased: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_CappedInputs = {};
export type Cart_Shared_SkippedInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Add_ErrorInputs = {};
export type Cart_Shared_City_ReasonInputs = {};
export type Cart_Shared_Unavailable_OneInputs = {};
export type Cart_Shared_Unavailable_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Lines_LabelInputs = {};
export type Cart_Quote_Failed_ItemsInputs = {};
export type Cart_Shared_None_SoldInputs = {};
export type Cart_Add_To_My_CartInputs = {};
export type Cart_Shared_Own_OneInputs = {};
export type Cart_Shared_Own_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Replace_My_CartInputs = {};
export type Cart_Snapshot_No_Longer_SoldInputs = {};
export type Cart_Price_For_CityInputs = {};
export type Cart_Added_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Cart_AddedInputs = {};
export type Cart_Product_PickupInputs = {
    address: NonNullable<unknown>;
};
export type Catalog_HomeInputs = {};
export type Catalog_Try_AgainInputs = {};
export type Catalog_Go_HomeInputs = {};
export type Catalog_Back_HomeInputs = {};
export type Catalog_Choose_OneInputs = {};
export type Catalog_Error_TitleInputs = {};
export type Catalog_Error_NetworkInputs = {};
export type Catalog_Error_GenericInputs = {};
export type Catalog_Category_GoneInputs = {};
export type Catalog_Category_Title_PageInputs = {
    name: NonNullable<unknown>;
    page: NonNullable<unknown>;
};
export type Catalog_Category_DescriptionInputs = {
    name: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_Category_By_TypeInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_ProductsInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_Empty_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_See_AllInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_Empty_TextInputs = {};
export type Catalog_Home_TitleInputs = {
    site: NonNullable<unknown>;
};
export type Catalog_Home_DescriptionInputs = {};
export type Catalog_Home_EyebrowInputs = {};
export type Catalog_Home_Hero_TitleInputs = {};
export type Catalog_Home_Hero_LeadInputs = {};
export type Catalog_Home_Hero_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Shop_CategoryInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Order_Free_SwatchesInputs = {};
export type Catalog_Home_FeaturedInputs = {};
export type Catalog_Shop_By_RoomInputs = {};
export type Catalog_Home_GalleryInputs = {};
export type Catalog_Home_Gallery_TextInputs = {};
export type Catalog_Home_Photo_AltInputs = {};
export type Catalog_Your_CityInputs = {};
export type Catalog_Final_SaleInputs = {};
export type Catalog_Way_To_Pay_LabelInputs = {};
export type Catalog_Final_Sale_TextInputs = {};
export type Catalog_Add_To_CartInputs = {};
export type Catalog_Price_Term_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Price_OrInputs = {};
export type Catalog_Price_OutrightInputs = {};
export type Catalog_Price_Or_FromInputs = {};
export type Catalog_Price_WithInputs = {
    way: NonNullable<unknown>;
};
export type Catalog_Assembly_Not_OfferedInputs = {};
export type Catalog_Assembly_KitInputs = {};
export type Catalog_Assembly_FeeInputs = {};
export type Catalog_Assembly_FreeInputs = {};
export type Catalog_Facts_OverviewInputs = {};
export type Catalog_Facts_DetailsInputs = {};
export type Catalog_Facts_MaterialsInputs = {};
export type Catalog_Facts_CareInputs = {};
export type Catalog_Facts_AboutInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_DimensionsInputs = {};
export type Catalog_Drawing_Front_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Drawing_Side_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_MeasurementsInputs = {};
export type Catalog_MeasureInputs = {};
export type Catalog_MetricInputs = {};
export type Catalog_ImperialInputs = {};
export type Catalog_SuggestionsInputs = {};
export type Catalog_FromInputs = {};
export type Catalog_Unavailable_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_HeadInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_See_OtherInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_TextInputs = {};
export type Catalog_Listing_ColourInputs = {};
export type Catalog_Listing_NoneInputs = {};
export type Catalog_Listing_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Listing_ShowingInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Catalog_Clear_FiltersInputs = {};
export type Catalog_Bestsellers_OnlyInputs = {};
export type Catalog_Listing_Past_EndInputs = {};
export type Catalog_Listing_First_PageInputs = {};
export type Catalog_Listing_Page_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Listing_No_MatchInputs = {};
export type Catalog_Listing_No_Match_TextInputs = {};
export type Catalog_Listing_ProductsInputs = {};
export type Catalog_Sort_ByInputs = {};
export type Catalog_Sort_FeaturedInputs = {};
export type Catalog_Sort_Price_AscInputs = {};
export type Catalog_Sort_Price_DescInputs = {};
export type Catalog_Sort_NameInputs = {};
export type Catalog_Option_Not_HereInputs = {};
export type Catalog_Option_Unavailable_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Option_UnavailableInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Learn_MoreInputs = {};
export type Catalog_Learn_More_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_ReviewsInputs = {};
export type Catalog_Reviews_NoneInputs = {};
export type Catalog_Reviews_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Reviews_ListInputs = {};
export type Catalog_Reviews_A_CustomerInputs = {};
export type Catalog_Reviews_VerifiedInputs = {};
export type Catalog_Reviews_NewerInputs = {};
export type Catalog_Reviews_OlderInputs = {};
export type Catalog_Reviews_PageInputs = {
    page: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Catalog_Search_Results_ForInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_Head_TitleInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_Tag_DescriptionInputs = {
    name: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_Search_DescriptionInputs = {
    query: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_SearchInputs = {};
export type Catalog_Search_ResultsInputs = {};
export type Catalog_Search_Tag_EmptyInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Search_EmptyInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_NoneInputs = {};
export type Catalog_Search_PopularInputs = {};
export type Catalog_Search_RoomsInputs = {};
export type Catalog_Tag_SofasInputs = {};
export type Catalog_Tag_SectionalsInputs = {};
export type Catalog_Tag_Lounge_ChairsInputs = {};
export type Catalog_Tag_LoveseatsInputs = {};
export type Catalog_Tag_Coffee_TablesInputs = {};
export type Catalog_Tag_End_TablesInputs = {};
export type Catalog_Tag_Dining_TablesInputs = {};
export type Catalog_Tag_Dining_ChairsInputs = {};
export type Catalog_Tag_BedsInputs = {};
export type Catalog_Swatches_TitleInputs = {};
export type Catalog_Swatches_DescriptionInputs = {};
export type Catalog_Swatches_BreadcrumbInputs = {};
export type Catalog_Swatches_IntroInputs = {
    max: NonNullable<unknown>;
};
export type Catalog_Swatches_FormInputs = {};
export type Catalog_Swatches_WhereInputs = {};
export type Catalog_Swatches_Full_NameInputs = {};
export type Catalog_Swatches_EmailInputs = {};
export type Catalog_Swatches_Email_HintInputs = {};
export type Catalog_Swatches_PhoneInputs = {};
export type Catalog_Swatches_StreetInputs = {};
export type Catalog_Swatches_UnitInputs = {};
export type Catalog_Swatches_CityInputs = {};
export type Catalog_Swatches_ProvinceInputs = {};
export type Catalog_Swatches_Postal_CodeInputs = {};
export type Catalog_Swatches_Postal_HintInputs = {};
export type Catalog_Swatches_CountryInputs = {};
export type Catalog_Swatches_FailedInputs = {};
export type Catalog_Swatches_Failed_TextInputs = {};
export type Catalog_Swatches_SendingInputs = {};
export type Catalog_Swatches_Order_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Swatches_ChooseInputs = {};
export type Catalog_Swatches_ChosenInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Catalog_Swatches_FullInputs = {};
export type Catalog_Swatches_Other_FabricsInputs = {};
export type Catalog_Swatches_PlacedInputs = {};
export type Catalog_Keep_ShoppingInputs = {};
export type Catalog_Swatches_Order_NumberInputs = {};
export type Catalog_Swatches_MailingInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Error_Full_NameInputs = {};
export type Catalog_Error_Full_Name_LongInputs = {};
export type Catalog_Error_EmailInputs = {};
export type Catalog_Error_Email_InvalidInputs = {};
export type Catalog_Error_PhoneInputs = {};
export type Catalog_Error_Phone_InvalidInputs = {};
export type Catalog_Error_StreetInputs = {};
export type Catalog_Error_Street_LongInputs = {};
export type Catalog_Error_Unit_LongInputs = {};
export type Catalog_Error_CityInputs = {};
export type Catalog_Error_City_LongInputs = {};
export type Catalog_Error_ProvinceInputs = {};
export type Catalog_Error_Postal_CodeInputs = {};
export type Catalog_Error_Postal_Code_InvalidInputs = {};
export type Catalog_Error_Postal_Code_ProvinceInputs = {
    postal: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Catalog_Error_Swatches_NoneInputs = {};
export type Catalog_Error_Swatches_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Catalog_Delivers_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Delivers_WeeksInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Delivers_Range_DaysInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
export type Catalog_Delivers_Range_WeeksInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
export type Catalog_Stock_Only_LeftInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Stock_InInputs = {};
export type Catalog_Stock_FromInputs = {
    date: NonNullable<unknown>;
};
export type Catalog_Stock_Made_To_OrderInputs = {};
export type Catalog_Stock_OutInputs = {
    city: NonNullable<unknown>;
};
export type Catalog_Dimension_WidthInputs = {};
export type Catalog_Dimension_DepthInputs = {};
export type Catalog_Dimension_HeightInputs = {};
export type Catalog_Dimension_Seat_HeightInputs = {};
export type Catalog_Dimension_Seat_DepthInputs = {};
export type Catalog_Dimension_Arm_HeightInputs = {};
export type Catalog_Dimension_Arm_WidthInputs = {};
export type Catalog_Dimension_Leg_HeightInputs = {};
export type Catalog_Dimension_Pile_ThicknessInputs = {};
export type Catalog_Dimension_WeightInputs = {};
export type Catalog_Unit_InchesInputs = {
    value: NonNullable<unknown>;
};
export type Catalog_Picture_FrontInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Picture_SideInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Images_TitleInputs = {
    name: NonNullable<unknown>;
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Catalog_Images_DescriptionInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Images_CloseInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Head_DescriptionInputs = {
    name: NonNullable<unknown>;
    maker: NonNullable<unknown>;
};
export type Catalog_Head_Title_ColorInputs = {
    name: NonNullable<unknown>;
    color: NonNullable<unknown>;
};
export type Catalog_Pay_FinanceInputs = {};
export type Catalog_Pay_Final_Sale_FinanceInputs = {};
export type Catalog_Pay_SubscribeInputs = {};
export type Catalog_Pay_Subscribe_ShortInputs = {};
export type Catalog_Pay_RentInputs = {};
export type Catalog_Pay_BuyInputs = {};
export type Catalog_Pay_Final_Sale_BuyInputs = {};
export type Catalog_Pay_Buy_ClassicInputs = {};
export type Catalog_Pay_Buy_V2Inputs = {};
export type Catalog_Pay_Over_TermInputs = {
    title: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Finance_DetailInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Subscribe_DetailInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Pay_Subscribe_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Rent_DetailInputs = {};
export type Catalog_Pay_Final_Sale_Buy_DetailInputs = {};
export type Catalog_Pay_Buy_DetailInputs = {};
export type Catalog_Province_AbInputs = {};
export type Catalog_Province_BcInputs = {};
export type Catalog_Province_MbInputs = {};
export type Catalog_Province_NbInputs = {};
export type Catalog_Province_NlInputs = {};
export type Catalog_Province_NsInputs = {};
export type Catalog_Province_NtInputs = {};
export type Catalog_Province_NuInputs = {};
export type Catalog_Province_OnInputs = {};
export type Catalog_Province_PeInputs = {};
export type Catalog_Province_QcInputs = {};
export type Catalog_Province_SkInputs = {};
export type Catalog_Province_YtInputs = {};
export type Api_Unreachable_ServersInputs = {};
export type Api_Something_WrongInputs = {};
export type Api_Unreachable_PaymentsInputs = {};
export type Api_Card_Not_CheckedInputs = {};
export type Api_Photo_Sign_In_AgainInputs = {};
export type Api_Photo_Too_BigInputs = {};
export type Api_Photo_Not_UploadedInputs = {};
export type Api_Request_CancelledInputs = {};
export type Api_Unreachable_StoreInputs = {};
export type Api_Store_No_AnswerInputs = {};
export type Api_Store_UnreadableInputs = {};
export type Api_Sign_In_To_ContinueInputs = {};
export type Api_Session_EndedInputs = {};
export type Checkout_TitleInputs = {};
export type Checkout_Steps_LabelInputs = {};
export type Checkout_Step_AddressInputs = {};
export type Checkout_Step_ScheduleInputs = {};
export type Checkout_Step_AgreementInputs = {};
export type Checkout_Step_PaymentInputs = {};
export type Checkout_Step_ReviewInputs = {};
export type Checkout_Step_PickupInputs = {};
export type Checkout_Panel_LabelInputs = {};
export type Checkout_Your_CartInputs = {};
export type Checkout_Times_QuantityInputs = {
    quantity: NonNullable<unknown>;
};
export type Checkout_Home_LabelInputs = {};
export type Checkout_BrandInputs = {};
export type Checkout_Back_To_CartInputs = {};
export type Checkout_Cart_Empty_TitleInputs = {};
export type Checkout_Getting_ReadyInputs = {};
export type Checkout_Choose_City_FirstInputs = {};
export type Checkout_Shop_FurnitureInputs = {};
export type Checkout_Go_To_CartInputs = {};
export type Checkout_Cart_Empty_TextInputs = {};
export type Checkout_Waiting_TextInputs = {};
export type Checkout_Cities_FailedInputs = {};
export type Checkout_Choose_Address_TitleInputs = {};
export type Checkout_Loading_AddressesInputs = {};
export type Checkout_Addresses_FailedInputs = {};
export type Checkout_Try_AgainInputs = {};
export type Checkout_Your_AddressesInputs = {};
export type Checkout_Use_This_AddressInputs = {};
export type Checkout_Add_AddressInputs = {};
export type Checkout_Save_And_UseInputs = {};
export type Checkout_Agreement_LabelInputs = {};
export type Checkout_Agreement_Clauses_TitleInputs = {};
export type Checkout_Agreement_Clauses_IntroInputs = {};
export type Checkout_Clause_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Checkout_Terms_FinancingInputs = {
    payments: NonNullable<unknown>;
    instalment: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Checkout_Terms_Financing_InstalmentInputs = {
    amount: NonNullable<unknown>;
};
export type Checkout_Terms_Financing_TotalInputs = {
    total: NonNullable<unknown>;
};
export type Checkout_Terms_Rental_AtInputs = {
    each: NonNullable<unknown>;
};
export type Checkout_Terms_RentalInputs = {};
export type Checkout_Terms_Subscription_AtInputs = {
    each: NonNullable<unknown>;
};
export type Checkout_Terms_SubscriptionInputs = {};
export type Checkout_Terms_MinimumInputs = {
    months: NonNullable<unknown>;
};
export type Checkout_Terms_Month_To_MonthInputs = {};
export type Checkout_Agreement_Held_TitleInputs = {};
export type Checkout_Agreement_Held_TextInputs = {};
export type Checkout_Agreement_Financing_TitleInputs = {};
export type Checkout_Agreement_Financing_TextInputs = {};
export type Checkout_Agreement_LineInputs = {
    name: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Checkout_Agreement_ChargesInputs = {};
export type Checkout_Agreement_Returns_TitleInputs = {
    version: NonNullable<unknown>;
};
export type Checkout_Signature_LabelInputs = {};
export type Checkout_Signature_RequiredInputs = {};
export type Checkout_Signature_MismatchInputs = {
    name: NonNullable<unknown>;
};
export type Checkout_Order_HeadingInputs = {
    number: NonNullable<unknown>;
};
export type Checkout_Placed_OnInputs = {
    date: NonNullable<unknown>;
};
export type Checkout_Placed_On_DeliveryInputs = {
    date: NonNullable<unknown>;
    delivery: NonNullable<unknown>;
};
export type Checkout_SigningInputs = {};
export type Checkout_Sign_AgreementInputs = {};
export type Checkout_Unsigned_TitleInputs = {};
export type Checkout_Loading_AgreementsInputs = {};
export type Checkout_Agreements_FailedInputs = {};
export type Checkout_Nothing_To_SignInputs = {};
export type Checkout_All_SignedInputs = {};
export type Checkout_Due_TodayInputs = {};
export type Checkout_Then_MonthlyInputs = {};
export type Checkout_Lines_LabelInputs = {};
export type Checkout_Amount_TodayInputs = {
    amount: NonNullable<unknown>;
};
export type Checkout_Where_DeliverInputs = {};
export type Checkout_Receipt_AddressInputs = {};
export type Checkout_Switch_CityInputs = {
    city: NonNullable<unknown>;
};
export type Checkout_Checking_AddressInputs = {};
export type Checkout_Checking_DeliveryInputs = {};
export type Checkout_Deliver_HereInputs = {};
export type Checkout_Add_New_AddressInputs = {};
export type Checkout_New_AddressInputs = {};
export type Checkout_Save_DeliverInputs = {};
export type Checkout_Sign_HeadingInputs = {};
export type Checkout_Sign_IntroInputs = {};
export type Checkout_Sign_ContinueInputs = {};
export type Checkout_Back_To_DeliveryInputs = {};
export type Checkout_LoadingInputs = {};
export type Checkout_Start_FailedInputs = {};
export type Checkout_Placed_TitleInputs = {};
export type Checkout_Placed_TextInputs = {
    number: NonNullable<unknown>;
};
export type Checkout_Payment_HeadingInputs = {};
export type Checkout_Pay_WithInputs = {};
export type Checkout_Saved_CardInputs = {
    brand: NonNullable<unknown>;
    last4: NonNullable<unknown>;
    expiry: NonNullable<unknown>;
};
export type Checkout_New_CardInputs = {};
export type Checkout_Card_PrivateInputs = {};
export type Checkout_Name_On_CardInputs = {};
export type Checkout_Card_NumberInputs = {};
export type Checkout_ExpiryInputs = {};
export type Checkout_Expiry_PlaceholderInputs = {};
export type Checkout_Security_CodeInputs = {};
export type Checkout_Save_CardInputs = {};
export type Checkout_Checking_CardInputs = {};
export type Checkout_Review_OrderInputs = {};
export type Checkout_Back_To_AgreementInputs = {};
export type Checkout_Pickup_TitleInputs = {};
export type Checkout_Warehouse_NameInputs = {};
export type Checkout_Warehouse_HoursInputs = {};
export type Checkout_Pickup_BringInputs = {
    hours: NonNullable<unknown>;
};
export type Checkout_Card_EndingInputs = {
    brand: NonNullable<unknown>;
    last4: NonNullable<unknown>;
};
export type Checkout_No_CardInputs = {};
export type Checkout_Review_HeadingInputs = {};
export type Checkout_PricingInputs = {};
export type Checkout_Price_FailedInputs = {};
export type Checkout_Pick_Up_AtInputs = {};
export type Checkout_Your_AddressInputs = {};
export type Checkout_Deliver_ToInputs = {};
export type Checkout_Change_AddressInputs = {};
export type Checkout_WhenInputs = {};
export type Checkout_Change_DayInputs = {};
export type Checkout_Change_CardInputs = {};
export type Checkout_Signed_ByInputs = {
    name: NonNullable<unknown>;
};
export type Checkout_Not_ConfirmedInputs = {};
export type Checkout_Never_TwiceInputs = {};
export type Checkout_Back_To_ReviewInputs = {};
export type Checkout_PlacingInputs = {};
export type Checkout_Place_OrderInputs = {
    amount: NonNullable<unknown>;
};
export type Checkout_When_PickupInputs = {};
export type Checkout_When_DeliverInputs = {};
export type Checkout_Loading_DaysInputs = {};
export type Checkout_Days_FailedInputs = {};
export type Checkout_Days_HintInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Checkout_Days_ErrorInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Checkout_Pickup_DayInputs = {};
export type Checkout_Delivery_DayInputs = {};
export type Checkout_Pickup_WindowInputs = {
    city: NonNullable<unknown>;
};
export type Checkout_Time_WindowInputs = {
    city: NonNullable<unknown>;
};
export type Checkout_ContinueInputs = {};
export type Checkout_Back_To_AddressInputs = {};
export type Checkout_Check_FieldInputs = {
    messages: NonNullable<unknown>;
};
export type Checkout_Check_FieldsInputs = {
    count: NonNullable<unknown>;
    messages: NonNullable<unknown>;
};
export type Checkout_Window_MorningInputs = {};
export type Checkout_Window_AfternoonInputs = {};
export type Checkout_Window_EveningInputs = {};
export type Checkout_Window_AnytimeInputs = {};
export type Checkout_Window_PickupInputs = {};
export type Checkout_Line_FinancingInputs = {
    payments: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Checkout_Line_SubscriptionInputs = {};
export type Checkout_Line_RentalInputs = {};
export type Checkout_Line_BoughtInputs = {};
export type Checkout_Loading_OrderInputs = {};
export type Checkout_Order_FailedInputs = {};
export type Checkout_Order_Not_FoundInputs = {};
export type Checkout_Go_To_AccountInputs = {};
export type Checkout_Order_SafeInputs = {};
export type Checkout_Other_AccountInputs = {};
export type Checkout_Success_TitleInputs = {};
export type Checkout_Order_Number_LabelInputs = {};
export type Checkout_Receipt_SentInputs = {
    email: NonNullable<unknown>;
};
export type Checkout_Pickup_At_BeforeInputs = {};
export type Checkout_Pickup_OnInputs = {};
export type Checkout_Pickup_AfterInputs = {};
export type Checkout_Delivery_OnInputs = {};
export type Checkout_Delivery_To_AddressInputs = {
    address: NonNullable<unknown>;
};
export type Checkout_UnitInputs = {
    unit: NonNullable<unknown>;
};
export type Checkout_Agreement_UnsignedInputs = {};
export type Checkout_Read_And_SignInputs = {};
export type Checkout_Before_DeliveryInputs = {};
export type Checkout_ItemsInputs = {};
export type Checkout_RetailInputs = {};
export type Checkout_Sold_OffInputs = {};
export type Checkout_QuantityInputs = {
    quantity: NonNullable<unknown>;
};
export type Checkout_TotalsInputs = {};
export type Checkout_Monthly_AfterInputs = {
    amount: NonNullable<unknown>;
};
export type Checkout_Charged_ToInputs = {
    brand: NonNullable<unknown>;
    last4: NonNullable<unknown>;
};
export type Checkout_View_ReceiptInputs = {};
export type Checkout_See_OrdersInputs = {};
export type Checkout_Keep_ShoppingInputs = {};
export type Checkout_An_ItemInputs = {};
export type Checkout_Line_ProblemInputs = {
    name: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Checkout_Problem_UnreachableInputs = {};
export type Checkout_Problem_UnknownInputs = {};
export type Checkout_Problem_Choose_DayInputs = {};
export type Checkout_Problem_Choose_CardInputs = {};
export type Checkout_Problem_Enter_CardInputs = {};
export type Checkout_Problem_Card_NameInputs = {};
export type Checkout_Problem_Card_NumberInputs = {};
export type Checkout_Problem_Card_ExpiryInputs = {};
export type Checkout_Problem_Card_CvcInputs = {};
export type Checkout_Problem_First_NameInputs = {};
export type Checkout_Problem_Last_NameInputs = {};
export type Checkout_Problem_StreetInputs = {};
export type Checkout_Problem_CityInputs = {};
export type Checkout_Problem_ProvinceInputs = {};
export type Checkout_Problem_Postal_CodeInputs = {};
export type Checkout_Problem_Postal_FormatInputs = {};
export type Checkout_Problem_Postal_ProvinceInputs = {
    letter: NonNullable<unknown>;
    provinces: NonNullable<unknown>;
};
export type Checkout_Problem_PhoneInputs = {};
export type Checkout_Problem_FloorInputs = {};
export type Checkout_Area_RefusedInputs = {
    city: NonNullable<unknown>;
    postalCode: NonNullable<unknown>;
};
export type Checkout_Area_NoneInputs = {
    refused: NonNullable<unknown>;
};
export type Checkout_Area_OneInputs = {
    refused: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Checkout_Area_OtherInputs = {
    refused: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Checkout_Province_AbInputs = {};
export type Checkout_Province_BcInputs = {};
export type Checkout_Province_MbInputs = {};
export type Checkout_Province_NbInputs = {};
export type Checkout_Province_NlInputs = {};
export type Checkout_Province_NsInputs = {};
export type Checkout_Province_NtInputs = {};
export type Checkout_Province_NuInputs = {};
export type Checkout_Province_OnInputs = {};
export type Checkout_Province_PeInputs = {};
export type Checkout_Province_QcInputs = {};
export type Checkout_Province_SkInputs = {};
export type Checkout_Province_YtInputs = {};
export type Checkout_Language_SwitchInputs = {};
export type Checkout_Language_CodeInputs = {};
export type Auth_Something_WrongInputs = {};
export type Auth_Seconds_OneInputs = {};
export type Auth_Seconds_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Minutes_OneInputs = {};
export type Auth_Minutes_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Hours_OneInputs = {};
export type Auth_Hours_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Invalid_CredentialsInputs = {};
export type Auth_Password_Too_CommonInputs = {};
export type Auth_Session_EndedInputs = {};
export type Auth_No_AuthInputs = {};
export type Auth_Too_Many_WaitInputs = {
    wait: NonNullable<unknown>;
};
export type Auth_Too_ManyInputs = {};
export type Auth_Invalid_LinkInputs = {};
export type Auth_Enter_EmailInputs = {};
export type Auth_Valid_EmailInputs = {};
export type Auth_Enter_PasswordInputs = {};
export type Auth_Enter_New_PasswordInputs = {};
export type Auth_Password_MinInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Password_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Enter_AgainInputs = {};
export type Auth_No_MatchInputs = {};
export type Auth_Password_HintInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Sign_InInputs = {};
export type Auth_Login_IntroInputs = {};
export type Auth_New_To_PivotInputs = {};
export type Auth_Create_An_AccountInputs = {};
export type Auth_EmailInputs = {};
export type Auth_PasswordInputs = {};
export type Auth_Forgot_PasswordInputs = {};
export type Auth_Signed_In_MomentInputs = {};
export type Auth_Signing_InInputs = {};
export type Auth_Signup_IntroInputs = {};
export type Auth_Have_AccountInputs = {};
export type Auth_Friend_SentInputs = {};
export type Auth_Friend_TextInputs = {};
export type Auth_Confirm_PasswordInputs = {};
export type Auth_Account_Created_MomentInputs = {};
export type Auth_Creating_AccountInputs = {};
export type Auth_Create_AccountInputs = {};
export type Auth_Reset_SentInputs = {};
export type Auth_RememberedInputs = {};
export type Auth_Back_To_Sign_InInputs = {};
export type Auth_Check_EmailInputs = {};
export type Auth_We_UsedInputs = {};
export type Auth_Nothing_AfterInputs = {};
export type Auth_Send_AnotherInputs = {};
export type Auth_Reset_TitleInputs = {};
export type Auth_Reset_IntroInputs = {};
export type Auth_Sending_LinkInputs = {};
export type Auth_Send_LinkInputs = {};
export type Auth_Continue_WithInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_Signing_You_InInputs = {};
export type Auth_WorkingInputs = {
    label: NonNullable<unknown>;
};
export type Auth_Finish_TitleInputs = {};
export type Auth_Link_Expired_StartInputs = {};
export type Auth_Link_Expired_Sign_InInputs = {};
export type Auth_Go_To_Sign_InInputs = {};
export type Auth_No_Email_SharedInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_ContinueInputs = {};
export type Auth_Link_TitleInputs = {};
export type Auth_Already_HasInputs = {};
export type Auth_Link_ProviderInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_Link_TwoInputs = {};
export type Auth_Not_Your_AccountInputs = {};
export type Auth_Sign_In_Another_WayInputs = {};
export type Auth_Account_To_LinkInputs = {};
export type Auth_LinkingInputs = {};
export type Auth_Link_And_Sign_InInputs = {};
export type Auth_Device_TitleInputs = {};
export type Auth_Device_Intro_Signed_OutInputs = {};
export type Auth_Device_Make_BeforeInputs = {};
export type Auth_Device_YouInputs = {};
export type Auth_Device_Make_AfterInputs = {};
export type Auth_Your_LinkInputs = {};
export type Auth_Link_HintInputs = {
    wait: NonNullable<unknown>;
};
export type Auth_CopiedInputs = {};
export type Auth_Copy_LinkInputs = {};
export type Auth_New_LinkInputs = {};
export type Auth_Link_CopiedInputs = {};
export type Auth_Making_LinkInputs = {};
export type Auth_Make_LinkInputs = {};
export type Auth_RenewingInputs = {};
export type Auth_Send_FailedInputs = {};
export type Auth_Link_On_WayInputs = {
    email: NonNullable<unknown>;
};
export type Auth_Send_AgainInputs = {};
export type Auth_New_Password_TitleInputs = {};
export type Auth_Password_ChangedInputs = {};
export type Auth_Password_Changed_TextInputs = {};
export type Auth_Go_To_AccountInputs = {};
export type Auth_Continue_ShoppingInputs = {};
export type Auth_Link_No_LongerInputs = {};
export type Auth_Send_New_LinkInputs = {};
export type Auth_New_Password_IntroInputs = {};
export type Auth_Link_Not_WorkingInputs = {};
export type Auth_Ask_NewInputs = {};
export type Auth_New_PasswordInputs = {};
export type Auth_Confirm_New_PasswordInputs = {};
export type Auth_Saving_PasswordInputs = {};
export type Auth_Save_PasswordInputs = {};
export type Auth_Social_TitleInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_Social_FailedInputs = {
    provider: NonNullable<unknown>;
};
export type Auth_Temp_TitleInputs = {};
export type Auth_Sign_In_PasswordInputs = {};
export type Auth_Signed_In_TitleInputs = {};
export type Auth_Device_Signed_In_AsInputs = {};
export type Auth_Device_Signed_InInputs = {};
export type Auth_Link_DoneInputs = {};
export type Auth_Confirm_EmailInputs = {};
export type Auth_Email_ConfirmedInputs = {};
export type Auth_Email_Confirmed_TextInputs = {};
export type Auth_Confirming_EmailInputs = {};
export type Auth_My_AccountInputs = {};
export type Auth_Signed_In_AsInputs = {};
export type Auth_You_Are_Signed_InInputs = {};
export type Auth_Account_PagesInputs = {};
export type Auth_ProfileInputs = {};
export type Auth_Profile_TextInputs = {};
export type Auth_AddressInputs = {};
export type Auth_Address_TextInputs = {};
export type Auth_ReceiptsInputs = {};
export type Auth_Receipts_TextInputs = {};
export type Auth_Signing_OutInputs = {};
export type Auth_Sign_OutInputs = {};
export type Auth_Sign_In_AgainInputs = {};
export type Account_Load_LoadingInputs = {
    what: NonNullable<unknown>;
};
export type Account_Load_Failed_TitleInputs = {
    what: NonNullable<unknown>;
};
export type Account_Load_Failed_TextInputs = {};
export type Account_Trying_AgainInputs = {};
export type Account_Try_AgainInputs = {};
export type Account_What_AccountInputs = {};
export type Account_What_ProductsInputs = {};
export type Account_What_DeliveriesInputs = {};
export type Account_Page_CountInputs = {
    count: NonNullable<unknown>;
    page: NonNullable<unknown>;
    pageCount: NonNullable<unknown>;
};
export type Account_Go_First_PageInputs = {};
export type Account_Page_ProfileInputs = {};
export type Account_Page_Profile_HintInputs = {};
export type Account_Page_AddressInputs = {};
export type Account_Page_Address_HintInputs = {};
export type Account_Page_My_ProductsInputs = {};
export type Account_Page_My_Products_HintInputs = {};
export type Account_Page_Upcoming_BillInputs = {};
export type Account_Page_Upcoming_Bill_HintInputs = {};
export type Account_Page_Billing_HistoryInputs = {};
export type Account_Page_Billing_History_HintInputs = {};
export type Account_Page_Payment_InformationInputs = {};
export type Account_Page_Payment_Information_HintInputs = {};
export type Account_Page_DeliveriesInputs = {};
export type Account_Page_Deliveries_HintInputs = {};
export type Account_Page_ReceiptsInputs = {};
export type Account_Page_Receipts_HintInputs = {};
export type Account_Page_Unsigned_AgreementsInputs = {};
export type Account_Page_Unsigned_Agreements_HintInputs = {};
export type Account_Page_Product_ReviewsInputs = {};
export type Account_Page_Product_Reviews_HintInputs = {};
export type Account_Page_ReferralInputs = {};
export type Account_Page_Referral_HintInputs = {};
export type Account_Pages_LabelInputs = {};
export type Account_Overdue_TitleInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Overdue_TextInputs = {};
export type Account_Overdue_PayInputs = {};
export type Account_Unsigned_TitleInputs = {};
export type Account_Unsigned_TextInputs = {
    count: NonNullable<unknown>;
};
export type Account_Unsigned_SignInputs = {};
export type Account_Confirm_Email_TitleInputs = {};
export type Account_Confirm_Email_TextInputs = {
    email: NonNullable<unknown>;
};
export type Account_Confirm_Mobile_TitleInputs = {};
export type Account_Confirm_Mobile_TextInputs = {};
export type Account_Confirm_Mobile_LinkInputs = {};
export type Account_Waiting_TitleInputs = {};
export type Account_Next_Bill_TitleInputs = {};
export type Account_Next_Bill_OnInputs = {};
export type Account_More_BillsInputs = {
    count: NonNullable<unknown>;
};
export type Account_See_Whole_BillInputs = {};
export type Account_No_BillInputs = {};
export type Account_Next_Visit_TitleInputs = {};
export type Account_Next_Visit_PickupInputs = {
    number: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Account_Next_Visit_DeliveryInputs = {
    number: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Account_Nothing_ScheduledInputs = {};
export type Account_Follow_ItInputs = {};
export type Account_All_DeliveriesInputs = {};
export type Account_Your_FurnitureInputs = {};
export type Account_No_FurnitureInputs = {};
export type Account_Browse_FurnitureInputs = {};
export type Account_See_Paid_LeftInputs = {};
export type Account_Credit_LabelInputs = {};
export type Account_Credit_Used_FirstInputs = {};
export type Account_Window_MorningInputs = {};
export type Account_Window_AfternoonInputs = {};
export type Account_Window_EveningInputs = {};
export type Account_Window_AnytimeInputs = {};
export type Account_Window_PickupInputs = {};
export type Account_Day_WindowInputs = {
    day: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Account_To_Be_ScheduledInputs = {};
export type Account_Status_PendingInputs = {};
export type Account_Status_ConfirmedInputs = {};
export type Account_Status_ScheduledInputs = {};
export type Account_Status_Out_For_DeliveryInputs = {};
export type Account_Status_CompletedInputs = {};
export type Account_Status_CancelledInputs = {};
export type Account_Status_Payment_FailedInputs = {};
export type Account_Return_Status_ScheduledInputs = {};
export type Account_Return_Status_Out_For_DeliveryInputs = {};
export type Account_Return_Status_CompletedInputs = {};
export type Account_Type_OrderInputs = {};
export type Account_Type_ReturnInputs = {};
export type Account_Type_SwapInputs = {};
export type Account_Type_MoveInputs = {};
export type Account_Type_BuyoutInputs = {};
export type Account_Type_SwatchInputs = {};
export type Account_Kind_Monthly_BillInputs = {};
export type Account_Kind_Overdue_PaymentInputs = {};
export type Account_Kind_TipInputs = {};
export type Account_Kind_RefundInputs = {};
export type Account_Kind_CreditInputs = {};
export type Account_CardInputs = {};
export type Account_Card_EndingInputs = {
    name: NonNullable<unknown>;
    digits: NonNullable<unknown>;
};
export type Account_Card_ExpiresInputs = {
    card: NonNullable<unknown>;
    expiry: NonNullable<unknown>;
};
export type Account_Purchase_SubscriptionInputs = {};
export type Account_Purchase_FinancingInputs = {
    count: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Purchase_RentalInputs = {};
export type Account_Purchase_PurchaseInputs = {};
export type Account_Final_Sale_SuffixInputs = {
    label: NonNullable<unknown>;
};
export type Account_No_ItemsInputs = {};
export type Account_Item_CountInputs = {
    count: NonNullable<unknown>;
};
export type Account_Paper_Status_PaidInputs = {};
export type Account_Paper_Status_Paid_LateInputs = {};
export type Account_Paper_Status_DeclinedInputs = {};
export type Account_Paper_Status_OpenInputs = {};
export type Account_Paper_Status_RefundedInputs = {};
export type Account_Paper_Status_CreditedInputs = {};
export type Account_Credit_ReferralInputs = {};
export type Account_Credit_RefundInputs = {};
export type Account_Credit_GoodwillInputs = {};
export type Account_Credit_AdjustmentInputs = {};
export type Account_Owed_OnInputs = {
    number: NonNullable<unknown>;
};
export type Account_Your_AddressInputs = {};
export type Account_Title_CountInputs = {
    title: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Account_Tip_For_Crew_OfInputs = {
    number: NonNullable<unknown>;
};
export type Account_Your_DeliveryInputs = {};
export type Account_Refund_OnInputs = {
    number: NonNullable<unknown>;
};
export type Account_Bill_ChargedInputs = {};
export type Account_Bill_Paid_LateInputs = {};
export type Account_Bill_DeclinedInputs = {};
export type Account_Bill_ProcessingInputs = {};
export type Account_Amount_RefundedInputs = {};
export type Account_Amount_CreditedInputs = {};
export type Account_Amount_ChargedInputs = {};
export type Account_Row_RefundedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_CreditedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_PaidInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_TippedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_PlacedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Row_Crew_TipInputs = {
    amount: NonNullable<unknown>;
};
export type Account_View_ReceiptInputs = {};
export type Account_View_Receipt_ForInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Account_Receipts_TitleInputs = {};
export type Account_Receipts_IntroInputs = {};
export type Account_Receipts_Intro_LinkInputs = {};
export type Account_Receipts_LoadingInputs = {};
export type Account_Receipts_FailedInputs = {};
export type Account_Receipts_Failed_TextInputs = {};
export type Account_Receipts_Empty_TitleInputs = {};
export type Account_Start_ShoppingInputs = {};
export type Account_Receipts_Empty_TextInputs = {};
export type Account_Receipts_CountInputs = {
    count: NonNullable<unknown>;
};
export type Account_Receipts_PagesInputs = {};
export type Account_Receipts_Empty_PageInputs = {};
export type Account_Paper_IssuedInputs = {};
export type Account_Paper_Refunded_OnInputs = {};
export type Account_Paper_Credited_OnInputs = {};
export type Account_Paper_Paid_OnInputs = {};
export type Account_Paper_Total_RefundedInputs = {};
export type Account_Paper_Total_CreditedInputs = {};
export type Account_Total_ChargedInputs = {};
export type Account_InvoiceInputs = {};
export type Account_Credit_NoteInputs = {};
export type Account_ReceiptInputs = {};
export type Account_Gst_Hst_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Account_Qst_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Account_Receipt_DetailsInputs = {};
export type Account_Bill_DateInputs = {};
export type Account_Card_DeclinedInputs = {};
export type Account_For_OrderInputs = {};
export type Account_For_Bill_OfInputs = {};
export type Account_CustomerInputs = {};
export type Account_Billed_ForInputs = {};
export type Account_AddressInputs = {};
export type Account_This_MonthInputs = {};
export type Account_DetailsInputs = {};
export type Account_DescriptionInputs = {};
export type Account_AmountInputs = {};
export type Account_TotalsInputs = {};
export type Account_SubtotalInputs = {};
export type Account_Sales_TaxInputs = {};
export type Account_NoneInputs = {};
export type Account_TotalInputs = {};
export type Account_Credit_UsedInputs = {};
export type Account_Added_To_CreditInputs = {};
export type Account_Amount_OwedInputs = {};
export type Account_Amounts_CadInputs = {
    amount: NonNullable<unknown>;
};
export type Account_PaymentInputs = {};
export type Account_No_Card_CreditInputs = {};
export type Account_Paid_With_CreditInputs = {};
export type Account_No_Card_PaymentInputs = {};
export type Account_Refunded_ToInputs = {
    card: NonNullable<unknown>;
};
export type Account_Charged_ToInputs = {
    card: NonNullable<unknown>;
};
export type Account_TriedInputs = {
    card: NonNullable<unknown>;
};
export type Account_On_DateInputs = {
    date: NonNullable<unknown>;
};
export type Account_Payment_Failed_StatusInputs = {};
export type Account_Payment_Declined_StatusInputs = {};
export type Account_Payment_Pending_StatusInputs = {};
export type Account_Your_NoteInputs = {
    note: NonNullable<unknown>;
};
export type Account_Is_OwedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Pay_Or_UpdateInputs = {};
export type Account_Paper_TermsInputs = {
    terms: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Account_Payment_Refunded_StatusInputs = {};
export type Account_Return_FreeInputs = {};
export type Account_Return_Fee_DeclinedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Return_Fee_RetryInputs = {};
export type Account_Return_Fee_Retry_LinkInputs = {};
export type Account_Return_Fee_OpenInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Order_DetailsInputs = {};
export type Account_Order_DateInputs = {};
export type Account_Not_PaidInputs = {};
export type Account_PickupInputs = {};
export type Account_DeliveryInputs = {};
export type Account_Pick_Up_AtInputs = {};
export type Account_Pickup_HoursInputs = {};
export type Account_Pickup_BringInputs = {
    hours: NonNullable<unknown>;
};
export type Account_DepotInputs = {};
export type Account_Moved_FromInputs = {};
export type Account_Picked_Up_FromInputs = {};
export type Account_Customer_AddressInputs = {};
export type Account_Delivered_ToInputs = {};
export type Account_No_AddressInputs = {};
export type Account_Move_AddressInputs = {};
export type Account_ItemsInputs = {};
export type Account_ItemInputs = {};
export type Account_QtyInputs = {};
export type Account_Unit_PriceInputs = {};
export type Account_Retail_Sold_AtInputs = {
    price: NonNullable<unknown>;
};
export type Account_RetailInputs = {};
export type Account_Sold_At_OffInputs = {};
export type Account_Pivotcare_LineInputs = {
    price: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
export type Account_Cancelled_Not_MovedInputs = {};
export type Account_Cancelled_Not_DeliveredInputs = {};
export type Account_Moved_Fee_UnchangedInputs = {};
export type Account_Swap_In_PlaceInputs = {};
export type Account_First_Month_TodayInputs = {};
export type Account_Assembly_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Pickup_Cancelled_StaysInputs = {
    name: NonNullable<unknown>;
};
export type Account_Return_Pickup_OfInputs = {
    name: NonNullable<unknown>;
};
export type Account_Move_FeeInputs = {};
export type Account_ProductsInputs = {};
export type Account_Pickup_WarehouseInputs = {};
export type Account_FreeInputs = {};
export type Account_AssemblyInputs = {};
export type Account_Return_PickupInputs = {};
export type Account_DiscountInputs = {};
export type Account_RefundedInputs = {};
export type Account_Monthly_UnchangedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Monthly_ThenInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Crew_TipsInputs = {};
export type Account_Tip_For_CrewInputs = {};
export type Account_Tip_For_Crew_CardInputs = {
    card: NonNullable<unknown>;
};
export type Account_Tips_NoteInputs = {};
export type Account_Terms_ReturnInputs = {};
export type Account_Terms_PaidInputs = {};
export type Account_Terms_SubscriptionInputs = {};
export type Account_Terms_QuestionsInputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Account_Receipt_LoadingInputs = {};
export type Account_All_ReceiptsInputs = {};
export type Account_Print_InvoiceInputs = {};
export type Account_Print_ReceiptInputs = {};
export type Account_Receipt_Load_FailedInputs = {};
export type Account_Receipt_Not_FoundInputs = {};
export type Account_Receipt_Load_Failed_TextInputs = {};
export type Account_Receipt_Not_Found_TextInputs = {};
export type Account_View_PhotosInputs = {};
export type Account_Add_PhotosInputs = {};
export type Account_Receipt_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Invoice_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Pickup_Warehouse_NameInputs = {};
export type Account_Monthly_PartsInputs = {
    total: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    care: NonNullable<unknown>;
};
export type Account_Product_OrderedInputs = {};
export type Account_Product_With_YouInputs = {};
export type Account_Product_Return_ScheduledInputs = {};
export type Account_Product_ReturnedInputs = {};
export type Account_Product_Bought_OutInputs = {};
export type Account_Product_CancelledInputs = {};
export type Account_Product_YoursInputs = {};
export type Account_Pay_SubscriptionInputs = {};
export type Account_Pay_Subscription_ChargeInputs = {
    charge: NonNullable<unknown>;
};
export type Account_Pay_FinancingInputs = {};
export type Account_Pay_Financing_ChargeInputs = {
    count: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Pay_RentalInputs = {};
export type Account_Pay_Rental_ChargeInputs = {
    charge: NonNullable<unknown>;
};
export type Account_Pay_OutrightInputs = {};
export type Account_Left_Paid_OffInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Left_YoursInputs = {
    amount: NonNullable<unknown>;
};
export type Account_My_Products_IntroInputs = {};
export type Account_Option_ValueInputs = {
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Account_Arriving_OnInputs = {};
export type Account_SinceInputs = {};
export type Account_Paid_So_FarInputs = {};
export type Account_Left_Until_Paid_OffInputs = {};
export type Account_Left_Until_OwnedInputs = {};
export type Account_Buyout_TodayInputs = {};
export type Account_Next_PaymentInputs = {};
export type Account_Next_Payment_ValueInputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_No_Furniture_TitleInputs = {};
export type Account_No_Furniture_TextInputs = {};
export type Account_Window_TimeInputs = {
    window: NonNullable<unknown>;
    depot: NonNullable<unknown>;
};
export type Account_Item_TimesInputs = {
    name: NonNullable<unknown>;
    quantity: NonNullable<unknown>;
};
export type Account_Dstatus_ScheduledInputs = {};
export type Account_Dstatus_On_Its_WayInputs = {};
export type Account_Dstatus_ArrivedInputs = {};
export type Account_Dstatus_DoneInputs = {};
export type Account_Dstatus_CancelledInputs = {};
export type Account_Dstatus_Picked_UpInputs = {};
export type Account_Dstatus_DeliveredInputs = {};
export type Account_Delivery_Not_FoundInputs = {};
export type Account_See_Your_DeliveriesInputs = {};
export type Account_Booking_Note_SwapInputs = {
    number: NonNullable<unknown>;
};
export type Account_Booking_Note_MoveInputs = {
    number: NonNullable<unknown>;
};
export type Account_Card_Label_PickupInputs = {
    date: NonNullable<unknown>;
};
export type Account_Card_Label_DeliveryInputs = {
    date: NonNullable<unknown>;
};
export type Account_Fact_WindowInputs = {};
export type Account_Fact_Items_PickupInputs = {};
export type Account_Fact_OrderInputs = {};
export type Account_Follow_PickupInputs = {};
export type Account_Follow_DeliveryInputs = {};
export type Account_Notices_By_SmsInputs = {};
export type Account_Notices_By_EmailInputs = {};
export type Account_Change_Notices_PickupInputs = {
    date: NonNullable<unknown>;
};
export type Account_Change_Notices_DeliveryInputs = {
    date: NonNullable<unknown>;
};
export type Account_ChangeInputs = {};
export type Account_See_What_HappenedInputs = {};
export type Account_Tip_Crew_PickupInputs = {
    date: NonNullable<unknown>;
};
export type Account_Tip_Crew_DeliveryInputs = {
    date: NonNullable<unknown>;
};
export type Account_Tip_The_CrewInputs = {};
export type Account_Deliveries_IntroInputs = {};
export type Account_UpcomingInputs = {};
export type Account_Nothing_Scheduled_NewInputs = {};
export type Account_PastInputs = {};
export type Account_No_Visit_YetInputs = {};
export type Account_Your_CardInputs = {};
export type Account_Swap_Cancelled_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Move_Cancelled_TitleInputs = {
    number: NonNullable<unknown>;
};
export type Account_Refunded_To_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_Refund_On_Its_WayInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_Nothing_To_RefundInputs = {};
export type Account_See_The_ReceiptInputs = {};
export type Account_Loading_WindowsInputs = {};
export type Account_Windows_FailedInputs = {};
export type Account_No_Open_WindowInputs = {};
export type Account_No_Window_PickupInputs = {};
export type Account_No_Window_DeliveryInputs = {};
export type Account_Choose_WindowInputs = {};
export type Account_DayInputs = {};
export type Account_Window_Depot_TimeInputs = {
    depot: NonNullable<unknown>;
};
export type Account_Slot_Places_LeftInputs = {
    count: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Account_Not_MovedInputs = {};
export type Account_MovingInputs = {};
export type Account_Move_It_HereInputs = {};
export type Account_Move_This_PickupInputs = {};
export type Account_Move_This_DeliveryInputs = {};
export type Account_Move_Desc_SwapInputs = {};
export type Account_Move_Desc_MoveInputs = {};
export type Account_Move_DescInputs = {};
export type Account_Move_To_Another_WindowInputs = {};
export type Account_Cancel_Pickup_TitleInputs = {};
export type Account_Cancel_Pickup_DescInputs = {};
export type Account_Cancel_PickupInputs = {};
export type Account_Keep_PickupInputs = {};
export type Account_CancellingInputs = {};
export type Account_Not_CancelledInputs = {};
export type Account_Swap_Both_CancelledInputs = {
    coming: NonNullable<unknown>;
    keeps: NonNullable<unknown>;
};
export type Account_Move_Both_CancelledInputs = {
    keeps: NonNullable<unknown>;
};
export type Account_Stays_With_YouInputs = {
    name: NonNullable<unknown>;
};
export type Account_Stays_Where_It_IsInputs = {};
export type Account_At_Monthly_As_BeforeInputs = {
    amount: NonNullable<unknown>;
};
export type Account_What_You_Get_BackInputs = {};
export type Account_Refund_SwapInputs = {
    card: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Account_Refund_MoveInputs = {
    card: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Account_Its_DayInputs = {};
export type Account_Nothing_Charged_SwapInputs = {};
export type Account_Nothing_Charged_MoveInputs = {};
export type Account_Cancel_Swap_TitleInputs = {};
export type Account_Cancel_Move_TitleInputs = {};
export type Account_Cancel_Swap_DescInputs = {};
export type Account_Cancel_Move_DescInputs = {};
export type Account_Cancel_SwapInputs = {};
export type Account_Cancel_MoveInputs = {};
export type Account_Keep_SwapInputs = {};
export type Account_Keep_MoveInputs = {};
export type Account_Cancel_And_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Cancel_The_SwapInputs = {};
export type Account_Cancel_The_MoveInputs = {};
export type Account_Working_Out_RefundInputs = {};
export type Account_Cancel_Preview_FailedInputs = {};
export type Account_Swap_Cannot_CancelInputs = {};
export type Account_Move_Cannot_CancelInputs = {};
export type Account_Pstatus_ScheduledInputs = {};
export type Account_Pstatus_DoneInputs = {};
export type Account_Pstatus_CancelledInputs = {};
export type Account_Stage_Pickup_ScheduledInputs = {};
export type Account_Stage_Delivery_ScheduledInputs = {};
export type Account_Stage_Out_For_DeliveryInputs = {};
export type Account_Stops_Before_YoursInputs = {
    count: NonNullable<unknown>;
};
export type Account_Stops_Before_Yours_PlainInputs = {};
export type Account_Stage_NearbyInputs = {};
export type Account_Stage_ArrivedInputs = {};
export type Account_Stage_Picked_UpInputs = {};
export type Account_Stage_DeliveredInputs = {};
export type Account_Stage_CancelledInputs = {};
export type Account_Loading_MapInputs = {};
export type Account_TimelineInputs = {};
export type Account_NowInputs = {};
export type Account_BookedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Pickup_Was_CancelledInputs = {};
export type Account_Delivery_Was_CancelledInputs = {};
export type Account_Crew_Will_Not_ComeInputs = {};
export type Account_Headline_Picked_UpInputs = {};
export type Account_Headline_DeliveredInputs = {};
export type Account_Crew_Finished_PickupInputs = {};
export type Account_Crew_Finished_DeliveryInputs = {};
export type Account_Crew_At_DoorInputs = {};
export type Account_Crew_With_YouInputs = {};
export type Account_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Delivery_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Scheduled_DetailInputs = {
    window: NonNullable<unknown>;
};
export type Account_Arriving_InInputs = {
    count: NonNullable<unknown>;
};
export type Account_Crew_On_Its_WayInputs = {};
export type Account_Around_TimeInputs = {
    time: NonNullable<unknown>;
    depot: NonNullable<unknown>;
};
export type Account_Map_Of_CrewInputs = {};
export type Account_Crew_At_AddressInputs = {};
export type Account_Crew_Km_AwayInputs = {
    km: NonNullable<unknown>;
};
export type Account_Map_LabelInputs = {
    parts: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Account_Follow_Your_DeliveryInputs = {};
export type Account_What_This_DeliveryInputs = {};
export type Account_ProgressInputs = {};
export type Account_After_DeliveryInputs = {};
export type Account_Picking_UpInputs = {};
export type Account_BringingInputs = {};
export type Account_Order_Notices_SmsInputs = {
    number: NonNullable<unknown>;
};
export type Account_Order_Notices_EmailInputs = {
    number: NonNullable<unknown>;
};
export type Account_Change_How_HearInputs = {};
export type Account_Live_PausedInputs = {};
export type Account_Live_Paused_TextInputs = {};
export type Account_MapInputs = {};
export type Account_No_Crew_ComingInputs = {};
export type Account_Crew_ReachedInputs = {};
export type Account_Map_Shows_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Map_LegendInputs = {};
export type Account_Delivery_NoticesInputs = {};
export type Account_How_Hear_PickupInputs = {};
export type Account_How_Hear_DeliveryInputs = {};
export type Account_Notice_Intro_PickupInputs = {
    date: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Account_Notice_Intro_DeliveryInputs = {
    date: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Account_Send_Notices_ByInputs = {};
export type Account_Text_To_MobileInputs = {};
export type Account_EmailInputs = {};
export type Account_Notices_HintInputs = {};
export type Account_SavedInputs = {};
export type Account_Notices_Go_Pickup_SmsInputs = {};
export type Account_Notices_Go_Pickup_EmailInputs = {};
export type Account_Notices_Go_Delivery_SmsInputs = {};
export type Account_Notices_Go_Delivery_EmailInputs = {};
export type Account_SavingInputs = {};
export type Account_SaveInputs = {};
export type Account_Back_To_DeliveriesInputs = {};
export type Flows_My_AccountInputs = {};
export type Flows_ReceiptsInputs = {};
export type Flows_Contact_UsInputs = {};
export type Flows_Try_AgainInputs = {};
export type Flows_LoadingInputs = {};
export type Flows_View_ReceiptInputs = {};
export type Flows_Checking_CardInputs = {};
export type Flows_Something_WrongInputs = {};
export type Flows_Buyout_TitleInputs = {};
export type Flows_Buyout_Pay_TitleInputs = {};
export type Flows_Buyout_Kind_SubscriptionInputs = {};
export type Flows_Buyout_Kind_FinancingInputs = {};
export type Flows_Buyout_Kind_RentalInputs = {};
export type Flows_Buyout_Monthly_NowInputs = {
    charge: NonNullable<unknown>;
};
export type Flows_Buyout_Pay_OverdueInputs = {};
export type Flows_Buyout_FeeInputs = {
    fee: NonNullable<unknown>;
};
export type Flows_Buyout_Quote_SubtotalInputs = {
    count: NonNullable<unknown>;
};
export type Flows_Buyout_Total_TodayInputs = {};
export type Flows_Buyout_Items_CountInputs = {
    count: NonNullable<unknown>;
};
export type Flows_Buyout_IntroInputs = {};
export type Flows_Buyout_Items_LegendInputs = {};
export type Flows_Buyout_Next_Step_TaxInputs = {};
export type Flows_Buyout_ContinueInputs = {};
export type Flows_Buyout_Continue_HintInputs = {};
export type Flows_Buyout_Nothing_ChosenInputs = {};
export type Flows_Buyout_Items_To_BuyInputs = {};
export type Flows_Buyout_QuotingInputs = {};
export type Flows_Buyout_Quote_FailedInputs = {};
export type Flows_Buyout_Pay_WithInputs = {};
export type Flows_Buyout_PayingInputs = {};
export type Flows_Buyout_Pay_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_PayInputs = {};
export type Flows_Buyout_Change_ItemsInputs = {};
export type Flows_Buyout_Load_FailedInputs = {};
export type Flows_Buyout_Nothing_IntroInputs = {};
export type Flows_Buyout_Back_To_AccountInputs = {};
export type Flows_Buyout_Paid_TitleInputs = {};
export type Flows_Buyout_Paid_ChargedInputs = {};
export type Flows_Buyout_Paid_ForInputs = {};
export type Flows_Buyout_Paid_RestInputs = {};
export type Flows_Buyout_FeesInputs = {
    count: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Flows_Buyout_Paid_FullInputs = {
    paid: NonNullable<unknown>;
    fees: NonNullable<unknown>;
};
export type Flows_Buyout_Paid_CreditInputs = {
    paid: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    fees: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_RetailInputs = {
    retail: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_Less_PaidInputs = {
    retail: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_Payments_LeftInputs = {
    count: NonNullable<unknown>;
    retail: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    lessPaid: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_FloorInputs = {
    retail: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_UnpaidInputs = {
    count: NonNullable<unknown>;
    credit: NonNullable<unknown>;
};
export type Flows_Buyout_Unpaid_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Partner_Confirmed_TitleInputs = {};
export type Flows_Partner_Billing_DetailsInputs = {};
export type Flows_Partner_Delivery_AddressInputs = {};
export type Flows_Partner_Window_MorningInputs = {};
export type Flows_Partner_Window_AfternoonInputs = {};
export type Flows_Partner_Window_EveningInputs = {};
export type Flows_Partner_Window_AnytimeInputs = {};
export type Flows_Partner_Day_WindowInputs = {
    day: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Flows_Partner_Showroom_Will_CallInputs = {};
export type Flows_Partner_Showroom_OrderInputs = {};
export type Flows_Partner_Order_LineInputs = {
    store: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Flows_Partner_Order_Line_ReceiptInputs = {
    store: NonNullable<unknown>;
    reference: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Flows_Partner_PiecesInputs = {};
export type Flows_Partner_Per_MonthInputs = {};
export type Flows_Partner_Term_PlanInputs = {
    months: NonNullable<unknown>;
};
export type Flows_Partner_Monthly_PlanInputs = {};
export type Flows_Partner_Paid_At_StoreInputs = {};
export type Flows_Partner_Then_MonthlyInputs = {};
export type Flows_Partner_DeliveryInputs = {};
export type Flows_Partner_StepInputs = {
    step: NonNullable<unknown>;
};
export type Flows_Partner_Address_TitleInputs = {};
export type Flows_Partner_Address_IntroInputs = {
    store: NonNullable<unknown>;
};
export type Flows_Partner_Address_GivenInputs = {};
export type Flows_Partner_Address_Given_TextInputs = {
    address: NonNullable<unknown>;
};
export type Flows_Partner_Continue_Billing_LinkInputs = {};
export type Flows_Partner_Continue_BillingInputs = {};
export type Flows_Partner_Billing_TitleInputs = {};
export type Flows_Partner_Billing_IntroInputs = {
    hold: NonNullable<unknown>;
};
export type Flows_Partner_ChargeInputs = {};
export type Flows_Partner_ConfirmingInputs = {};
export type Flows_Partner_ConfirmInputs = {};
export type Flows_Partner_Change_AddressInputs = {};
export type Flows_Partner_Load_FailedInputs = {};
export type Flows_Partner_No_Order_TitleInputs = {};
export type Flows_Partner_No_Order_TextInputs = {};
export type Flows_Partner_Done_OnInputs = {
    when: NonNullable<unknown>;
};
export type Flows_Partner_Done_Showroom_DayInputs = {};
export type Flows_Partner_Delivering_ToInputs = {
    address: NonNullable<unknown>;
};
export type Flows_Province_AbInputs = {};
export type Flows_Province_BcInputs = {};
export type Flows_Province_MbInputs = {};
export type Flows_Province_NbInputs = {};
export type Flows_Province_NlInputs = {};
export type Flows_Province_NsInputs = {};
export type Flows_Province_NtInputs = {};
export type Flows_Province_NuInputs = {};
export type Flows_Province_OnInputs = {};
export type Flows_Province_PeInputs = {};
export type Flows_Province_QcInputs = {};
export type Flows_Province_SkInputs = {};
export type Flows_Province_YtInputs = {};
export type Flows_Tip_HeadingInputs = {};
export type Flows_Tip_Not_DoneInputs = {};
export type Flows_Tip_Thanks_TitleInputs = {};
export type Flows_Tip_Thanks_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_ThanksInputs = {};
export type Flows_Tip_Load_FailedInputs = {};
export type Flows_Tip_LoadingInputs = {};
export type Flows_Tip_Paid_TitleInputs = {};
export type Flows_Tip_Paid_TextInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_IntroInputs = {};
export type Flows_Tip_Amount_GroupInputs = {};
export type Flows_Tip_Other_AmountInputs = {};
export type Flows_Tip_Your_AmountInputs = {};
export type Flows_Tip_Amount_RangeInputs = {
    minimum: NonNullable<unknown>;
    maximum: NonNullable<unknown>;
};
export type Flows_Tip_Note_LabelInputs = {};
export type Flows_Tip_Note_CountInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Flows_Tip_Declined_TitleInputs = {};
export type Flows_Tip_Update_CardInputs = {};
export type Flows_Tip_Change_AmountInputs = {};
export type Flows_Tip_Failed_TitleInputs = {};
export type Flows_Tip_ChargingInputs = {};
export type Flows_Tip_Amount_ButtonInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_ButtonInputs = {};
export type Flows_Tip_Error_EmptyInputs = {};
export type Flows_Tip_Error_Not_DollarsInputs = {};
export type Flows_Tip_Error_Not_PositiveInputs = {};
export type Flows_Tip_Error_Too_PreciseInputs = {};
export type Flows_Tip_Error_Below_MinimumInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_Error_Above_MaximumInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_Error_Note_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Flows_Review_Rating_PoorInputs = {};
export type Flows_Review_Rating_FairInputs = {};
export type Flows_Review_Rating_GoodInputs = {};
export type Flows_Review_Rating_Very_GoodInputs = {};
export type Flows_Review_Rating_ExcellentInputs = {};
export type Flows_Review_Error_RatingInputs = {};
export type Flows_Review_Error_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Flows_Review_Error_LongInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Flows_Review_Error_MarkupInputs = {};
export type Flows_Review_Your_RatingInputs = {};
export type Flows_Review_Star_LabelInputs = {
    count: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Flows_Review_Rating_HintInputs = {};
export type Flows_Review_Rating_ChosenInputs = {
    value: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Flows_Review_Edit_TitleInputs = {};
export type Flows_Review_Write_TitleInputs = {};
export type Flows_Review_Loading_ProductInputs = {};
export type Flows_Review_Load_Product_FailedInputs = {};
export type Flows_Review_Nothing_ChangedInputs = {};
export type Flows_Review_Cannot_ReviewInputs = {};
export type Flows_Review_See_ProductsInputs = {};
export type Flows_Review_Not_FoundInputs = {};
export type Flows_Review_DeliveredInputs = {
    date: NonNullable<unknown>;
};
export type Flows_Review_Published_TitleInputs = {};
export type Flows_Review_Published_TextInputs = {};
export type Flows_Review_See_On_ProductInputs = {};
export type Flows_Review_AnotherInputs = {};
export type Flows_Review_Not_SavedInputs = {};
export type Flows_Review_Your_ReviewInputs = {};
export type Flows_Review_Text_HintInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Flows_Review_SavingInputs = {};
export type Flows_Review_Save_ChangesInputs = {};
export type Flows_Review_PublishInputs = {};
export type Flows_Review_CancelInputs = {};
export type Flows_Review_Returned_SinceInputs = {};
export type Flows_Review_ReviewedInputs = {
    date: NonNullable<unknown>;
};
export type Flows_Review_EditedInputs = {};
export type Flows_Review_EditInputs = {};
export type Flows_Review_WriteInputs = {};
export type Flows_Review_Of_ItemInputs = {
    name: NonNullable<unknown>;
};
export type Flows_Review_See_Product_PageInputs = {};
export type Flows_Review_List_TitleInputs = {};
export type Flows_Review_List_IntroInputs = {};
export type Flows_Review_Loading_ProductsInputs = {};
export type Flows_Review_Load_Products_FailedInputs = {};
export type Flows_Review_Trying_AgainInputs = {};
export type Flows_Review_Nothing_TitleInputs = {};
export type Flows_Review_BrowseInputs = {};
export type Flows_Review_Nothing_TextInputs = {};
export type Flows_Review_All_DoneInputs = {};
export type Flows_Review_WaitingInputs = {
    count: NonNullable<unknown>;
};
export type Flows_Review_Delivered_ProductsInputs = {};
export type Content_Last_UpdatedInputs = {
    date: NonNullable<unknown>;
};
export type Content_Terms_TitleInputs = {};
export type Content_Terms_LeadInputs = {};
export type Content_Terms_S_AgreementInputs = {};
export type Content_Terms_S_EligibilityInputs = {};
export type Content_Terms_S_AccountInputs = {};
export type Content_Terms_S_PricesInputs = {};
export type Content_Terms_S_OrdersInputs = {};
export type Content_Terms_S_AgreementsInputs = {};
export type Content_Terms_S_ConductInputs = {};
export type Content_Terms_S_ContentInputs = {};
export type Content_Terms_S_LiabilityInputs = {};
export type Content_Terms_S_LawInputs = {};
export type Content_Terms_S_ChangesInputs = {};
export type Content_Terms_AgreementInputs = {};
export type Content_Terms_EligibilityInputs = {};
export type Content_Terms_AccountInputs = {};
export type Content_Terms_Prices_CadInputs = {};
export type Content_Terms_Prices_TaxInputs = {};
export type Content_Terms_Prices_ErrorsInputs = {};
export type Content_Terms_OrdersInputs = {};
export type Content_Terms_AgreementsInputs = {};
export type Content_Terms_ConductInputs = {};
export type Content_Terms_ContentInputs = {};
export type Content_Terms_LiabilityInputs = {};
export type Content_Terms_LawInputs = {};
export type Content_Terms_ChangesInputs = {
    email: NonNullable<unknown>;
};
export type Content_Sale_TitleInputs = {};
export type Content_Sale_EffectiveInputs = {};
export type Content_Sale_LeadInputs = {};
export type Content_Sale_ShortInputs = {};
export type Content_Sale_Prices_TitleInputs = {};
export type Content_Sale_PricesInputs = {};
export type Content_Sale_Final_TitleInputs = {};
export type Content_Sale_Final_No_ReturnInputs = {};
export type Content_Sale_Final_ConditionInputs = {};
export type Content_Sale_Final_RightsInputs = {};
export type Content_Sale_Pickup_TitleInputs = {};
export type Content_Sale_Pickup_EmailInputs = {};
export type Content_Sale_Pickup_DaysInputs = {};
export type Content_Sale_Pickup_IdInputs = {};
export type Content_Sale_Pickup_VehicleInputs = {};
export type Content_Sale_Missed_TitleInputs = {};
export type Content_Sale_MissedInputs = {};
export type Content_Sale_Quantities_TitleInputs = {};
export type Content_Sale_QuantitiesInputs = {};
export type Content_Sale_Subscribers_TitleInputs = {};
export type Content_Sale_SubscribersInputs = {
    phone: NonNullable<unknown>;
};
export type Content_Privacy_TitleInputs = {};
export type Content_Privacy_LeadInputs = {};
export type Content_Privacy_S_ScopeInputs = {};
export type Content_Privacy_S_CollectInputs = {};
export type Content_Privacy_S_UseInputs = {};
export type Content_Privacy_S_ConsentInputs = {};
export type Content_Privacy_S_ShareInputs = {};
export type Content_Privacy_S_StorageInputs = {};
export type Content_Privacy_S_WhereInputs = {};
export type Content_Privacy_S_RetentionInputs = {};
export type Content_Privacy_S_SafeguardsInputs = {};
export type Content_Privacy_S_RightsInputs = {};
export type Content_Privacy_S_BreachesInputs = {};
export type Content_Privacy_S_ChangesInputs = {};
export type Content_Privacy_ScopeInputs = {};
export type Content_Privacy_Collect_IdentityInputs = {};
export type Content_Privacy_Collect_DeliveryInputs = {};
export type Content_Privacy_Collect_OrdersInputs = {};
export type Content_Privacy_Collect_PhotosInputs = {};
export type Content_Privacy_Collect_ReviewsInputs = {};
export type Content_Privacy_Collect_TechnicalInputs = {};
export type Content_Privacy_Use_DeliverInputs = {};
export type Content_Privacy_Use_BillInputs = {};
export type Content_Privacy_Use_VerifyInputs = {};
export type Content_Privacy_Use_AnswerInputs = {};
export type Content_Privacy_Use_ImproveInputs = {};
export type Content_Privacy_Use_OffersInputs = {};
export type Content_Privacy_ConsentInputs = {};
export type Content_Privacy_Share_IntroInputs = {};
export type Content_Privacy_Share_PaymentInputs = {};
export type Content_Privacy_Share_DeliveryInputs = {};
export type Content_Privacy_Share_HostingInputs = {};
export type Content_Privacy_Share_AuthoritiesInputs = {};
export type Content_Privacy_Share_ContractsInputs = {};
export type Content_Privacy_StorageInputs = {};
export type Content_Privacy_WhereInputs = {};
export type Content_Privacy_RetentionInputs = {};
export type Content_Privacy_SafeguardsInputs = {};
export type Content_Privacy_Rights_AccessInputs = {};
export type Content_Privacy_Rights_CorrectionInputs = {};
export type Content_Privacy_Rights_WithdrawalInputs = {};
export type Content_Privacy_Rights_ComplaintInputs = {};
export type Content_Privacy_BreachesInputs = {};
export type Content_Privacy_ChangesInputs = {};
export type Content_Privacy_OfficerInputs = {
    email: NonNullable<unknown>;
};
export type Content_Faq_TitleInputs = {};
export type Content_Faq_LeadInputs = {};
export type Content_Faq_TopicsInputs = {};
export type Content_Faq_S_ShoppingInputs = {};
export type Content_Faq_S_DeliveryInputs = {};
export type Content_Faq_S_ReturnsInputs = {};
export type Content_Faq_S_PivotcareInputs = {};
export type Content_Faq_S_BillingInputs = {};
export type Content_Faq_S_LiquidationInputs = {};
export type Content_Faq_Btn_QInputs = {};
export type Content_Faq_Btn_A1Inputs = {};
export type Content_Faq_Btn_A2Inputs = {};
export type Content_Faq_Ways_QInputs = {};
export type Content_Faq_Ways_LabelInputs = {};
export type Content_Faq_Ways_CaptionInputs = {};
export type Content_Faq_Col_OptionInputs = {};
export type Content_Faq_Col_PayInputs = {};
export type Content_Faq_Col_OwnerInputs = {};
export type Content_Faq_Col_BestInputs = {};
export type Content_Faq_Sub_NameInputs = {};
export type Content_Faq_Sub_PayInputs = {};
export type Content_Faq_Sub_OwnerInputs = {};
export type Content_Faq_Sub_BestInputs = {};
export type Content_Faq_Fin_NameInputs = {};
export type Content_Faq_Fin_PayInputs = {};
export type Content_Faq_Owner_YouInputs = {};
export type Content_Faq_Fin_BestInputs = {};
export type Content_Faq_Rent_NameInputs = {};
export type Content_Faq_Rent_PayInputs = {};
export type Content_Faq_Rent_OwnerInputs = {};
export type Content_Faq_Rent_BestInputs = {};
export type Content_Faq_Buy_NameInputs = {};
export type Content_Faq_Buy_PayInputs = {};
export type Content_Faq_Buy_BestInputs = {};
export type Content_Faq_Ways_AgreementsInputs = {};
export type Content_Faq_End_QInputs = {};
export type Content_Faq_End_AInputs = {};
export type Content_Faq_Tax_QInputs = {};
export type Content_Faq_Tax_AInputs = {};
export type Content_Faq_Fabric_QInputs = {};
export type Content_Faq_Fabric_AInputs = {};
export type Content_Faq_Where_QInputs = {};
export type Content_Faq_Where_A1Inputs = {
    count: NonNullable<unknown>;
    cities: NonNullable<unknown>;
};
export type Content_Faq_Where_A2Inputs = {};
export type Content_Faq_Cost_QInputs = {};
export type Content_Faq_Cost_AInputs = {
    fee: NonNullable<unknown>;
};
export type Content_Faq_When_QInputs = {};
export type Content_Faq_When_AInputs = {};
export type Content_Faq_Assembly_QInputs = {};
export type Content_Faq_Assembly_AInputs = {};
export type Content_Faq_Return_QInputs = {};
export type Content_Faq_Return_AInputs = {
    terms: NonNullable<unknown>;
};
export type Content_Return_TermsInputs = {
    count: NonNullable<unknown>;
};
export type Content_Faq_Swap_QInputs = {};
export type Content_Faq_Swap_AInputs = {};
export type Content_Faq_Move_QInputs = {};
export type Content_Faq_Move_AInputs = {};
export type Content_Faq_Bought_QInputs = {};
export type Content_Faq_Bought_AInputs = {};
export type Content_Faq_Buyout_QInputs = {};
export type Content_Faq_Buyout_AInputs = {};
export type Content_Faq_Care_QInputs = {};
export type Content_Faq_Care_A1Inputs = {
    fee: NonNullable<unknown>;
    care: NonNullable<unknown>;
};
export type Content_Faq_Care_A2Inputs = {};
export type Content_Faq_Nocare_QInputs = {};
export type Content_Faq_Nocare_A1Inputs = {};
export type Content_Faq_Nocare_LegsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Content_Faq_Nocare_UpholsteryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Content_Faq_Nocare_HardInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Content_Faq_Nocare_A2Inputs = {};
export type Content_Faq_Charged_QInputs = {};
export type Content_Faq_Charged_AInputs = {};
export type Content_Faq_Failed_QInputs = {};
export type Content_Faq_Failed_AInputs = {};
export type Content_Faq_Person_QInputs = {};
export type Content_Faq_Person_AInputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Content_Faq_Sale_QInputs = {};
export type Content_Faq_Sale_A1Inputs = {};
export type Content_Faq_Sale_A2Inputs = {};
export type Content_City_MontrealInputs = {};
export type Content_City_QuebecInputs = {};
export type Content_Return_SummaryInputs = {
    count: NonNullable<unknown>;
};
export type Content_Agr_Care_TitleInputs = {};
export type Content_Agr_Care_P1Inputs = {};
export type Content_Agr_Care_P2Inputs = {
    legsFrom: NonNullable<unknown>;
    legsTo: NonNullable<unknown>;
    upholsteryFrom: NonNullable<unknown>;
    upholsteryTo: NonNullable<unknown>;
    hardFrom: NonNullable<unknown>;
    hardTo: NonNullable<unknown>;
};
export type Content_Agr_Law_TitleInputs = {};
export type Content_Agr_Law_P1Inputs = {};
export type Content_Agr_Contact_TitleInputs = {};
export type Content_Agr_Contact_P1Inputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Content_Agr_What_TitleInputs = {};
export type Content_Agr_Sub_NameInputs = {};
export type Content_Agr_Sub_ReadInputs = {};
export type Content_Agr_Sub_SummaryInputs = {};
export type Content_Agr_Sub_H1Inputs = {};
export type Content_Agr_Sub_H3Inputs = {};
export type Content_Agr_Sub_H4Inputs = {};
export type Content_Agr_Sub_WhatInputs = {};
export type Content_Agr_Sub_Fees_TitleInputs = {};
export type Content_Agr_Sub_Fees_P1Inputs = {};
export type Content_Agr_Sub_Fees_P2Inputs = {};
export type Content_Agr_Sub_Returns_TitleInputs = {};
export type Content_Agr_Sub_Returns_P2Inputs = {};
export type Content_Agr_Sub_Returns_P3Inputs = {};
export type Content_Agr_Sub_Own_TitleInputs = {};
export type Content_Agr_Sub_Own_P1Inputs = {};
export type Content_Agr_Rent_NameInputs = {};
export type Content_Agr_Rent_ReadInputs = {};
export type Content_Agr_Rent_SummaryInputs = {};
export type Content_Agr_Rent_H1Inputs = {};
export type Content_Agr_Rent_H2Inputs = {};
export type Content_Agr_Rent_H3Inputs = {};
export type Content_Agr_Rent_H4Inputs = {};
export type Content_Agr_Rent_WhatInputs = {};
export type Content_Agr_Rent_Billing_TitleInputs = {};
export type Content_Agr_Rent_Billing_P1Inputs = {};
export type Content_Agr_Rent_End_TitleInputs = {};
export type Content_Agr_Rent_End_P1Inputs = {};
export type Content_Agr_Rent_End_P2Inputs = {};
export type Content_Agr_Own_NameInputs = {};
export type Content_Agr_Own_ReadInputs = {};
export type Content_Agr_Own_SummaryInputs = {};
export type Content_Agr_Own_H1Inputs = {};
export type Content_Agr_Own_H2Inputs = {};
export type Content_Agr_Own_H3Inputs = {};
export type Content_Agr_Own_H4Inputs = {};
export type Content_Agr_Own_WhatInputs = {};
export type Content_Agr_Own_Full_TitleInputs = {};
export type Content_Agr_Own_Full_P1Inputs = {};
export type Content_Agr_Own_Fin_TitleInputs = {};
export type Content_Agr_Own_Fin_P1Inputs = {};
export type Content_Agr_Own_Fin_P2Inputs = {};
export type Content_Agr_Own_Returns_TitleInputs = {};
export type Content_Agr_Own_Returns_P1Inputs = {};
export type Content_Agr_Own_Warranty_TitleInputs = {};
export type Content_Agr_Own_Warranty_P1Inputs = {};
export type Content_Agr_HomeInputs = {};
export type Content_Agr_AllInputs = {};
export type Content_Agr_MetaInputs = {
    version: NonNullable<unknown>;
};
export type Content_Agr_PrintInputs = {};
export type Content_Contract_TitleInputs = {};
export type Content_Contract_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Content_Contract_LeadInputs = {};
export type Content_Contract_Which_TitleInputs = {};
export type Content_Contract_WhichInputs = {};
export type Content_Contract_SignedInputs = {};
export type Content_Agr_BrandInputs = {};
export type Content_Approach_TitleInputs = {};
export type Content_Approach_LeadInputs = {};
export type Content_Approach_Use_TitleInputs = {};
export type Content_Approach_UseInputs = {};
export type Content_Approach_Better_TitleInputs = {};
export type Content_Approach_BetterInputs = {};
export type Content_Approach_Ways_TitleInputs = {};
export type Content_Approach_SubscribeInputs = {};
export type Content_Approach_Subscribe_TextInputs = {};
export type Content_Approach_FinanceInputs = {};
export type Content_Approach_Finance_TextInputs = {};
export type Content_Approach_RentInputs = {};
export type Content_Approach_Rent_TextInputs = {};
export type Content_Approach_BuyInputs = {};
export type Content_Approach_Buy_TextInputs = {};
export type Content_Approach_TermsInputs = {};
export type Content_Approach_Canada_TitleInputs = {};
export type Content_Approach_CanadaInputs = {};
export type Content_Approach_Crews_TitleInputs = {};
export type Content_Approach_CrewsInputs = {
    count: NonNullable<unknown>;
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Content_Approach_Care_TitleInputs = {};
export type Content_Approach_CareInputs = {};
export type Content_Contact_TitleInputs = {};
export type Content_Contact_LeadInputs = {};
export type Content_Contact_CallInputs = {};
export type Content_Contact_Toll_FreeInputs = {};
export type Content_Contact_WeekdaysInputs = {};
export type Content_Contact_Weekdays_HoursInputs = {};
export type Content_Contact_WeekendInputs = {};
export type Content_Contact_Weekend_HoursInputs = {};
export type Content_Contact_EmailInputs = {};
export type Content_Contact_ReplyInputs = {};
export type Content_Contact_MailInputs = {};
export type Content_Contact_AttnInputs = {};
export type Content_Contact_Po_BoxInputs = {};
export type Content_Contact_QuickerInputs = {};
export type Content_Contact_Quicker_AccountInputs = {};
export type Content_Contact_Quicker_FaqInputs = {};
export type Content_Contact_Quicker_CrewInputs = {};
export type Content_Contact_Privacy_TitleInputs = {};
export type Content_Contact_PrivacyInputs = {
    email: NonNullable<unknown>;
};
export type Content_Cover_TitleInputs = {};
export type Content_Cover_LeadInputs = {};
export type Content_Cover_What_TitleInputs = {};
export type Content_Cover_WhatInputs = {};
export type Content_Cover_How_TitleInputs = {};
export type Content_Cover_Step_FabricInputs = {};
export type Content_Cover_Step_PieceInputs = {};
export type Content_Cover_Step_QuoteInputs = {};
export type Content_Cover_Step_FitInputs = {};
export type Content_Cover_Care_TitleInputs = {};
export type Content_Cover_CareInputs = {};
export type Content_Cover_Fresh_TitleInputs = {};
export type Content_Cover_Fresh_VacuumInputs = {};
export type Content_Cover_Fresh_BlotInputs = {};
export type Content_Cover_Fresh_WashInputs = {};
export type Content_Cover_Fresh_SunInputs = {};
export type Content_Cover_QuestionsInputs = {
    email: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Content_Cover_Order_SwatchesInputs = {};
