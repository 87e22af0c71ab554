/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_internal: ((inputs?: Errors_InternalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_InternalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart holds at most {max} lines." |
*
* @param {Errors_Cart_Max_LinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_lines: ((inputs: Errors_Cart_Max_LinesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Max_LinesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to return items you have with us." |
*
* @param {Errors_Cart_Sign_In_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_sign_in_returns: ((inputs?: Errors_Cart_Sign_In_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Sign_In_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart holds at most {max} returns." |
*
* @param {Errors_Cart_Max_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_returns: ((inputs: Errors_Cart_Max_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Max_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and add the item again." |
*
* @param {Errors_Cart_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_line_no_product: ((inputs?: Errors_Cart_Line_No_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Line_No_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a quantity from {min} to {max} (got {got})." |
*
* @param {Errors_Cart_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_quantity_range: ((inputs: Errors_Cart_Quantity_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Quantity_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option. Use one of {options}." |
*
* @param {Errors_Cart_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_purchase_option: ((inputs: Errors_Cart_Not_Purchase_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Purchase_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The term length must be a whole number of months." |
*
* @param {Errors_Cart_Term_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_whole_months: ((inputs?: Errors_Cart_Term_Whole_MonthsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Term_Whole_MonthsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The chosen options are not readable. Choose them again." |
*
* @param {Errors_Cart_Options_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_options_unreadable: ((inputs?: Errors_Cart_Options_UnreadableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Options_UnreadableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a return quantity from {min} to {max}." |
*
* @param {Errors_Cart_Return_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_quantity_range: ((inputs: Errors_Cart_Return_Quantity_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Return_Quantity_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a subscription" |
*
* @param {Errors_Cart_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_subscription: ((inputs?: Errors_Cart_Kind_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "monthly financing" |
*
* @param {Errors_Cart_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_financing: ((inputs?: Errors_Cart_Kind_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a rental" |
*
* @param {Errors_Cart_Kind_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_rent: ((inputs?: Errors_Cart_Kind_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a purchase" |
*
* @param {Errors_Cart_Kind_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_purchase: ((inputs?: Errors_Cart_Kind_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered as {kind} ({option}). Choose another way to pay for it." |
*
* @param {Errors_Cart_Not_Offered_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_offered_as: ((inputs: Errors_Cart_Not_Offered_AsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Offered_AsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a term for {name}: {terms} months." |
*
* @param {Errors_Cart_Choose_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_choose_term: ((inputs: Errors_Cart_Choose_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Choose_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} bought outright has no term. Remove the {term}-month term." |
*
* @param {Errors_Cart_Outright_No_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_outright_no_term: ((inputs: Errors_Cart_Outright_No_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Outright_No_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered over {term} months. Choose {terms} months." |
*
* @param {Errors_Cart_Term_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_not_offered: ((inputs: Errors_Cart_Term_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Term_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare covers subscribed and rented furniture; {name} as {kind} cannot have it. Turn PivotCare off for it." |
*
* @param {Errors_Cart_Pivotcare_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_pivotcare_not_offered: ((inputs: Errors_Cart_Pivotcare_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Pivotcare_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find this item among yours to return." |
*
* @param {Errors_Cart_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_not_found: ((inputs?: Errors_Cart_Return_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Return_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Cart_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_item_refusal: ((inputs: Errors_Cart_Item_RefusalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Item_RefusalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with either a saved card or a new card, not both." |
*
* @param {Errors_Checkout_Card_EitherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_either: ((inputs?: Errors_Checkout_Card_EitherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_EitherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card details have expired. Enter the card again." |
*
* @param {Errors_Checkout_Card_Details_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_details_expired: ((inputs?: Errors_Checkout_Card_Details_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_Details_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That saved card was not found. Choose another card." |
*
* @param {Errors_Checkout_Saved_Card_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_saved_card_not_found: ((inputs?: Errors_Checkout_Saved_Card_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Saved_Card_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page." |
*
* @param {Errors_Checkout_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_idempotency_key: ((inputs?: Errors_Checkout_Idempotency_KeyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Idempotency_KeyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup." |
*
* @param {Errors_Checkout_No_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_no_returns: ((inputs?: Errors_Checkout_No_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_No_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty. Add something before checking out." |
*
* @param {Errors_Checkout_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_empty: ((inputs?: Errors_Checkout_Cart_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery address." |
*
* @param {Errors_Checkout_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_address: ((inputs?: Errors_Checkout_Choose_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Choose_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The expected amount must be a positive amount in dollars and cents." |
*
* @param {Errors_Checkout_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expected_amount: ((inputs?: Errors_Checkout_Expected_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Expected_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Errors_Checkout_Sign_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sign_full_name: ((inputs?: Errors_Checkout_Sign_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Sign_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Errors_Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_signature_mismatch: ((inputs: Errors_Checkout_Signature_MismatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Signature_MismatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for at most {max} orders at once." |
*
* @param {Errors_Checkout_Max_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_max_orders: ((inputs: Errors_Checkout_Max_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Max_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find an agreement to sign for that order." |
*
* @param {Errors_Checkout_Agreement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_agreement_not_found: ((inputs?: Errors_Checkout_Agreement_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Agreement_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined. Try another card." |
*
* @param {Errors_Checkout_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_declined: ((inputs?: Errors_Checkout_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has insufficient funds." |
*
* @param {Errors_Checkout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_insufficient_funds: ((inputs?: Errors_Checkout_Insufficient_FundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Insufficient_FundsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has expired. Try another card." |
*
* @param {Errors_Checkout_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expired_card: ((inputs?: Errors_Checkout_Expired_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Expired_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment could not be completed and was cancelled; you have not been charged. Please place your order again." |
*
* @param {Errors_Checkout_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_payment_cancelled: ((inputs?: Errors_Checkout_Payment_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Payment_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that delivery address. Choose or add an address." |
*
* @param {Errors_Checkout_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_address_not_found: ((inputs?: Errors_Checkout_Address_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Address_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{city} delivers to addresses in {cityProvince}, and this address is in {province}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Other_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_other_province: ((inputs: Errors_Checkout_Other_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Other_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our {city} crew does not reach {postalCode}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Out_Of_ReachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_out_of_reach: ((inputs: Errors_Checkout_Out_Of_ReachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Out_Of_ReachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices changed since you reviewed your order: the amount to pay is now {amount}. Review your order and place it again." |
*
* @param {Errors_Checkout_Prices_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_prices_changed: ((inputs: Errors_Checkout_Prices_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Prices_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a card to pay with." |
*
* @param {Errors_Checkout_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_card: ((inputs?: Errors_Checkout_Choose_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Choose_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, {name} just sold out in {city}. Remove it from your cart or choose fewer." |
*
* @param {Errors_Checkout_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sold_out: ((inputs: Errors_Checkout_Sold_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Sold_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account balance changed while you were checking out. Review your order and place it again." |
*
* @param {Errors_Checkout_Balance_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_balance_changed: ((inputs?: Errors_Checkout_Balance_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Balance_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is still being processed. Check your orders in a minute before trying again." |
*
* @param {Errors_Checkout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_still_processing: ((inputs?: Errors_Checkout_Still_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Still_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Reload the checkout page and place your order again." |
*
* @param {Errors_Checkout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_key_reused: ((inputs?: Errors_Checkout_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account was not found. Please sign in again." |
*
* @param {Errors_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_not_found: ((inputs?: Errors_Account_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Errors_Checkout_Cart_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_item: ((inputs?: Errors_Checkout_Cart_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {problem}" |
*
* @param {Errors_Checkout_Cart_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_problem: ((inputs: Errors_Checkout_Cart_ProblemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_ProblemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is no longer sold. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_sold: ((inputs?: Errors_Cart_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is no longer available. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_available: ((inputs?: Errors_Cart_No_Longer_AvailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_No_Longer_AvailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not available in {city}." |
*
* @param {Errors_Cart_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_at_depot: ((inputs: Errors_Cart_Not_At_DepotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_At_DepotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item cannot be bought right now. Please remove it from your cart." |
*
* @param {Errors_Cart_Not_For_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_for_sale: ((inputs?: Errors_Cart_Not_For_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_For_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is out of stock." |
*
* @param {Errors_Cart_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_out_of_stock: ((inputs?: Errors_Cart_Out_Of_StockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Out_Of_StockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only {available} available in {city}. Choose {available} or fewer." |
*
* @param {Errors_Cart_Not_Enough_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_enough_stock: ((inputs: Errors_Cart_Not_Enough_StockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Enough_StockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale orders are picked up within {days} days. Choose a day by {date}." |
*
* @param {Errors_Sale_Pickup_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_pickup_within: ((inputs: Errors_Sale_Pickup_WithinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sale_Pickup_WithinInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Orders are picked up at the warehouse during the liquidation sale. Choose pickup." |
*
* @param {Errors_Sale_Choose_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_choose_pickup: ((inputs?: Errors_Sale_Choose_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sale_Choose_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That time window has already started today. Choose a later window or another day." |
*
* @param {Errors_Window_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_started: ((inputs?: Errors_Window_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, {from} to {to}" |
*
* @param {Errors_Window_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_label: ((inputs: Errors_Window_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Errors_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_morning: ((inputs?: Errors_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Errors_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_afternoon: ((inputs?: Errors_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Errors_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_evening: ((inputs?: Errors_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Errors_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_anytime: ((inputs?: Errors_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Errors_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_pickup: ((inputs?: Errors_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01." |
*
* @param {Errors_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_date: ((inputs: Errors_Not_A_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian postal code. Write it like K1A 0B1." |
*
* @param {Errors_Not_A_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_postal_code: ((inputs: Errors_Not_A_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian province or territory. Use one of {codes}." |
*
* @param {Errors_Not_A_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_province: ((inputs: Errors_Not_A_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickups need two days’ notice. The earliest pickup day is {date}; choose that day or a later one." |
*
* @param {Errors_Returns_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_earliest: ((inputs: Errors_Returns_EarliestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_EarliestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This return was already booked with other choices. Reload the page and try again." |
*
* @param {Errors_Returns_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_key_reused: ((inputs?: Errors_Returns_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One pickup collects from one address. Return the items at each address separately." |
*
* @param {Errors_Returns_One_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_one_address: ((inputs?: Errors_Returns_One_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_One_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: add at least one photo of the damage before booking the pickup." |
*
* @param {Errors_Returns_Damage_PhotoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_damage_photo: ((inputs: Errors_Returns_Damage_PhotoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Damage_PhotoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not one of yours." |
*
* @param {Errors_Returns_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_not_yours: ((inputs?: Errors_Returns_Not_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Not_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Returns_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_item_refusal: ((inputs: Errors_Returns_Item_RefusalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Item_RefusalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only returns are booked here." |
*
* @param {Errors_Returns_Only_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_only_returns: ((inputs?: Errors_Returns_Only_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Only_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reload the page and try again." |
*
* @param {Errors_Reload_And_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reload_and_retry: ((inputs?: Errors_Reload_And_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reload_And_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to return." |
*
* @param {Errors_Returns_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_choose_one: ((inputs?: Errors_Returns_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return up to 20 items at a time." |
*
* @param {Errors_Returns_Max_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_max_items: ((inputs?: Errors_Returns_Max_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Max_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is listed twice." |
*
* @param {Errors_Returns_Listed_TwiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_listed_twice: ((inputs?: Errors_Returns_Listed_TwiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Listed_TwiceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose why you are returning this item." |
*
* @param {Errors_Returns_Choose_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_choose_reason: ((inputs?: Errors_Returns_Choose_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Choose_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us in a few words why you return it." |
*
* @param {Errors_Returns_Tell_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_tell_why: ((inputs?: Errors_Returns_Tell_WhyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Tell_WhyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the note under 400 characters." |
*
* @param {Errors_Returns_Note_LengthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_note_length: ((inputs?: Errors_Returns_Note_LengthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Note_LengthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the condition the item is in." |
*
* @param {Errors_Returns_Choose_ConditionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_choose_condition: ((inputs?: Errors_Returns_Choose_ConditionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Choose_ConditionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is already returned or has a pickup booked." |
*
* @param {Errors_Returns_Refusal_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_returned: ((inputs?: Errors_Returns_Refusal_ReturnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Refusal_ReturnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is yours (paid off or bought out); there is nothing to return." |
*
* @param {Errors_Returns_Refusal_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_owned: ((inputs?: Errors_Returns_Refusal_OwnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Refusal_OwnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financed and bought items are yours; they cannot be returned." |
*
* @param {Errors_Returns_Refusal_Not_ReturnableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_not_returnable: ((inputs?: Errors_Returns_Refusal_Not_ReturnableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Refusal_Not_ReturnableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be returned once it is." |
*
* @param {Errors_Returns_Refusal_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_not_delivered: ((inputs?: Errors_Returns_Refusal_Not_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Refusal_Not_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item already has a pickup booked." |
*
* @param {Errors_Returns_Refusal_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_pending: ((inputs?: Errors_Returns_Refusal_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Returns_Refusal_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that address in your account." |
*
* @param {Errors_Account_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_address_not_found: ((inputs?: Errors_Account_Address_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Address_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for at most 50 addresses at once." |
*
* @param {Errors_Account_Max_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_max_addresses: ((inputs?: Errors_Account_Max_AddressesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Max_AddressesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that order in your account." |
*
* @param {Errors_Account_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_order_not_found: ((inputs?: Errors_Account_Order_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Order_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the card again: we could not read it." |
*
* @param {Errors_Account_Card_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_card_unreadable: ((inputs?: Errors_Account_Card_UnreadableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Card_UnreadableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We take cards billed at a Canadian address only." |
*
* @param {Errors_Account_Card_Canada_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_card_canada_only: ((inputs?: Errors_Account_Card_Canada_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Card_Canada_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the payment processor. Nothing changed; try again in a moment." |
*
* @param {Errors_Account_Processor_UnreachableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_processor_unreachable: ((inputs?: Errors_Account_Processor_UnreachableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Processor_UnreachableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a mobile number first: delivery texts go to it." |
*
* @param {Errors_Account_Mobile_First_TextsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_mobile_first_texts: ((inputs?: Errors_Account_Mobile_First_TextsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Mobile_First_TextsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a mobile number to your profile first." |
*
* @param {Errors_Account_Mobile_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_mobile_first: ((inputs?: Errors_Account_Mobile_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Mobile_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A code was just sent. Wait a few seconds before asking again." |
*
* @param {Errors_Account_Code_Just_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_just_sent: ((inputs?: Errors_Account_Code_Just_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Code_Just_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We have sent several codes in the last hour. Try again later." |
*
* @param {Errors_Account_Codes_HourlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_codes_hourly: ((inputs?: Errors_Account_Codes_HourlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Codes_HourlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send the text message just now. Please try again in a moment." |
*
* @param {Errors_Account_Text_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_text_failed: ((inputs?: Errors_Account_Text_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Text_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the six digits of the code we texted you." |
*
* @param {Errors_Account_Code_Six_DigitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_six_digits: ((inputs?: Errors_Account_Code_Six_DigitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Code_Six_DigitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That code has expired or was never sent. Ask for a new code." |
*
* @param {Errors_Account_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_expired: ((inputs?: Errors_Account_Code_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Code_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The offset starts at 0." |
*
* @param {Errors_Offset_From_ZeroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_offset_from_zero: ((inputs?: Errors_Offset_From_ZeroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Offset_From_ZeroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code like A1A 1A1." |
*
* @param {Errors_Addresses_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_postal_code: ((inputs?: Errors_Addresses_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We deliver within Canada only." |
*
* @param {Errors_Addresses_Canada_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_canada_only: ((inputs?: Errors_Addresses_Canada_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Canada_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no card on file. Add a card to pay." |
*
* @param {Errors_Billing_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_billing_no_card: ((inputs?: Errors_Billing_No_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Billing_No_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A payment of this balance is already in progress. Refresh in a moment to see it." |
*
* @param {Errors_Billing_Payment_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_billing_payment_in_progress: ((inputs?: Errors_Billing_Payment_In_ProgressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Billing_Payment_In_ProgressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card processor did not answer. Nothing more was charged; try again in a moment." |
*
* @param {Errors_Billing_Processor_SilentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_billing_processor_silent: ((inputs?: Errors_Billing_Processor_SilentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Billing_Processor_SilentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has insufficient funds. Try another card." |
*
* @param {Errors_Buyout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_insufficient_funds: ((inputs?: Errors_Buyout_Insufficient_FundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Insufficient_FundsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to buy out." |
*
* @param {Errors_Buyout_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_choose_one: ((inputs?: Errors_Buyout_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This buyout was already used for other items. Reload the page and try again." |
*
* @param {Errors_Buyout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_key_reused: ((inputs?: Errors_Buyout_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your buyout is still being processed. Check your receipts in a minute." |
*
* @param {Errors_Buyout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_still_processing: ((inputs?: Errors_Buyout_Still_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Still_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The price of this buyout has changed since it was shown. Check the new total and pay again." |
*
* @param {Errors_Buyout_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_price_changed: ((inputs?: Errors_Buyout_Price_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Price_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card processor did not answer. Check your receipts in a minute before trying again." |
*
* @param {Errors_Processor_Check_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_processor_check_receipts: ((inputs?: Errors_Processor_Check_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Processor_Check_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No city is set up yet." |
*
* @param {Errors_Catalog_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_no_city: ((inputs?: Errors_Catalog_No_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_No_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sort by one field at a time." |
*
* @param {Errors_Catalog_One_SortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_one_sort: ((inputs?: Errors_Catalog_One_SortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_One_SortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that delivery. Open it from your deliveries." |
*
* @param {Errors_Deliveries_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_not_found: ((inputs?: Errors_Deliveries_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This visit was cancelled; it cannot be moved." |
*
* @param {Errors_Deliveries_Cancelled_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_cancelled_no_move: ((inputs?: Errors_Deliveries_Cancelled_No_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Cancelled_No_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This visit is already under way or done; it cannot be moved." |
*
* @param {Errors_Deliveries_Under_Way_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_under_way_no_move: ((inputs?: Errors_Deliveries_Under_Way_No_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Under_Way_No_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A visit cannot be moved on its day. Call us and we will do what we can." |
*
* @param {Errors_Deliveries_Same_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_same_day: ((inputs?: Errors_Deliveries_Same_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Same_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The visit is already booked in that window." |
*
* @param {Errors_Deliveries_Same_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_same_window: ((inputs?: Errors_Deliveries_Same_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Same_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only pickups can be cancelled here. To change a delivery, move it to another window." |
*
* @param {Errors_Deliveries_Only_PickupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_only_pickups: ((inputs?: Errors_Deliveries_Only_PickupsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Only_PickupsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This pickup is already cancelled." |
*
* @param {Errors_Deliveries_Pickup_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_pickup_cancelled: ((inputs?: Errors_Deliveries_Pickup_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Pickup_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A pickup cannot be cancelled on its day or once under way." |
*
* @param {Errors_Deliveries_Pickup_Too_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_pickup_too_late: ((inputs?: Errors_Deliveries_Pickup_Too_LateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Pickup_Too_LateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that order. Open it from the email we sent." |
*
* @param {Errors_Partner_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_order_not_found: ((inputs?: Errors_Partner_Order_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Partner_Order_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This order is already confirmed. To change its address, move it from your account." |
*
* @param {Errors_Partner_Already_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_already_confirmed: ((inputs?: Errors_Partner_Already_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Partner_Already_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add the delivery address first." |
*
* @param {Errors_Partner_Address_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_address_first: ((inputs?: Errors_Partner_Address_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Partner_Address_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a card: your later monthly payments are charged to it." |
*
* @param {Errors_Partner_Add_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_add_card: ((inputs?: Errors_Partner_Add_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Partner_Add_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can’t find that product." |
*
* @param {Errors_Reviews_Product_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_product_not_found: ((inputs?: Errors_Reviews_Product_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Product_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews are plain text: remove the HTML tags (anything between < and >)." |
*
* @param {Errors_Reviews_Plain_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_plain_text: ((inputs?: Errors_Reviews_Plain_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Plain_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars." |
*
* @param {Errors_Reviews_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_rating: ((inputs?: Errors_Reviews_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The offset must be 0 or more." |
*
* @param {Errors_Offset_Not_NegativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_offset_not_negative: ((inputs?: Errors_Offset_Not_NegativeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Offset_Not_NegativeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item was never delivered, so it can’t be reviewed." |
*
* @param {Errors_Reviews_Never_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_never_delivered: ((inputs?: Errors_Reviews_Never_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Never_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You can review this item once it has been delivered." |
*
* @param {Errors_Reviews_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_after_delivery: ((inputs?: Errors_Reviews_After_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_After_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item can’t be reviewed." |
*
* @param {Errors_Reviews_ExcludedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_excluded: ((inputs?: Errors_Reviews_ExcludedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_ExcludedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can’t find that item in your account." |
*
* @param {Errors_Reviews_Item_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_item_not_found: ((inputs?: Errors_Reviews_Item_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Item_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty: add something before sharing it." |
*
* @param {Errors_Share_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_cart_empty: ((inputs?: Errors_Share_Cart_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_Cart_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and try again." |
*
* @param {Errors_Share_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_line_no_product: ((inputs?: Errors_Share_Line_No_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_Line_No_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to move." |
*
* @param {Errors_Moves_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_choose_one: ((inputs?: Errors_Moves_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One move takes items from one address. Move the items at each address separately." |
*
* @param {Errors_Moves_One_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_one_address: ((inputs?: Errors_Moves_One_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_One_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the address to move to." |
*
* @param {Errors_Moves_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_choose_address: ((inputs?: Errors_Moves_Choose_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Choose_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items are already at this address. Choose another one." |
*
* @param {Errors_Moves_Same_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_same_address: ((inputs?: Errors_Moves_Same_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Same_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to move your furniture." |
*
* @param {Errors_Moves_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_sign_in: ((inputs?: Errors_Moves_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This move was already booked with other choices. Reload the page and try again." |
*
* @param {Errors_Moves_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_key_reused: ((inputs?: Errors_Moves_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a replacement from the list." |
*
* @param {Errors_Swaps_Choose_ReplacementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_choose_replacement: ((inputs?: Errors_Swaps_Choose_ReplacementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swaps_Choose_ReplacementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This replacement is not available at your depot. Choose another one." |
*
* @param {Errors_Swaps_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_not_at_depot: ((inputs?: Errors_Swaps_Not_At_DepotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swaps_Not_At_DepotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This replacement cannot be swapped in now. Choose another one." |
*
* @param {Errors_Swaps_Not_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_not_now: ((inputs?: Errors_Swaps_Not_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swaps_Not_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This swap was already booked with other choices. Reload the page and try again." |
*
* @param {Errors_Swaps_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_key_reused: ((inputs?: Errors_Swaps_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swaps_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that swap or move. Open it from your deliveries." |
*
* @param {Errors_Visits_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_not_found: ((inputs?: Errors_Visits_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined. Update the card on file and try again." |
*
* @param {Errors_Visits_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_card_declined: ((inputs?: Errors_Visits_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has insufficient funds. Update the card on file and try again." |
*
* @param {Errors_Visits_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_insufficient_funds: ((inputs?: Errors_Visits_Insufficient_FundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_Insufficient_FundsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has expired. Update the card on file and try again." |
*
* @param {Errors_Visits_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_expired_card: ((inputs?: Errors_Visits_Expired_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_Expired_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no card on file. Add a card in Payment information first." |
*
* @param {Errors_Visits_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_no_card: ((inputs?: Errors_Visits_No_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_No_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card processor did not answer. Try again in a minute: you will be charged once." |
*
* @param {Errors_Visits_Processor_SilentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_processor_silent: ((inputs?: Errors_Visits_Processor_SilentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_Processor_SilentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment could not be completed; you have not been charged. Try again." |
*
* @param {Errors_Visits_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_payment_failed: ((inputs?: Errors_Visits_Payment_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visits_Payment_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined. Update your card on file and try again." |
*
* @param {Errors_Tips_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_card_declined: ((inputs?: Errors_Tips_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has insufficient funds. Update your card on file and try again." |
*
* @param {Errors_Tips_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_insufficient_funds: ((inputs?: Errors_Tips_Insufficient_FundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Insufficient_FundsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card on file has expired. Update it and try again." |
*
* @param {Errors_Tips_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_expired_card: ((inputs?: Errors_Tips_Expired_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Expired_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the tip as an amount in dollars." |
*
* @param {Errors_Tips_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_amount: ((inputs?: Errors_Tips_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A tip is in dollars and cents: use at most two decimals." |
*
* @param {Errors_Tips_DecimalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_decimals: ((inputs?: Errors_Tips_DecimalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_DecimalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a tip greater than $0." |
*
* @param {Errors_Tips_PositiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_positive: ((inputs?: Errors_Tips_PositiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_PositiveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can’t find that delivery in your account." |
*
* @param {Errors_Tips_Delivery_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_delivery_not_found: ((inputs?: Errors_Tips_Delivery_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Delivery_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This visit was cancelled, so there is no crew to tip." |
*
* @param {Errors_Tips_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_cancelled: ((inputs?: Errors_Tips_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You can tip the crew once the delivery is done." |
*
* @param {Errors_Tips_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_after_delivery: ((inputs?: Errors_Tips_After_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_After_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your tip is being processed. Check your receipts in a minute." |
*
* @param {Errors_Tips_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_processing: ((inputs?: Errors_Tips_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no card on file. Add a card in Payment information to tip." |
*
* @param {Errors_Tips_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_no_card: ((inputs?: Errors_Tips_No_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_No_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your tip could not be charged; you have not been charged. Try again." |
*
* @param {Errors_Tips_Charge_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_charge_failed: ((inputs?: Errors_Tips_Charge_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Charge_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check {count} fields: {texts}" |
*
* @param {Errors_Check_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_check_fields: ((inputs: Errors_Check_FieldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Check_FieldsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a {day}." |
*
* @param {Errors_Visit_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_day: ((inputs: Errors_Visit_Choose_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Choose_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest {day}{forWhat} is {date}. Choose that day or a later one." |
*
* @param {Errors_Visit_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_earliest: ((inputs: Errors_Visit_EarliestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_EarliestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{plural} can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Visit_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_days_ahead: ((inputs: Errors_Visit_Days_AheadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Days_AheadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{depot} does not {verb} on {weekday}s. Choose another day." |
*
* @param {Errors_Visit_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_no_weekday: ((inputs: Errors_Visit_No_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_No_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a {time}: {windows}." |
*
* @param {Errors_Visit_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_time: ((inputs: Errors_Visit_Choose_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Choose_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery day" |
*
* @param {Errors_Words_Delivery_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_delivery_day: ((inputs?: Errors_Words_Delivery_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Delivery_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery time" |
*
* @param {Errors_Words_Delivery_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_delivery_time: ((inputs?: Errors_Words_Delivery_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Delivery_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Errors_Words_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_deliveries: ((inputs?: Errors_Words_DeliveriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_DeliveriesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "deliver" |
*
* @param {Errors_Words_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_deliver: ((inputs?: Errors_Words_DeliverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_DeliverInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "for this order" |
*
* @param {Errors_Words_For_This_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_for_this_order: ((inputs?: Errors_Words_For_This_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_For_This_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup day" |
*
* @param {Errors_Words_Pickup_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickup_day: ((inputs?: Errors_Words_Pickup_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Pickup_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup time" |
*
* @param {Errors_Words_Pickup_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickup_time: ((inputs?: Errors_Words_Pickup_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Pickup_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickups" |
*
* @param {Errors_Words_PickupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickups: ((inputs?: Errors_Words_PickupsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_PickupsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pick up" |
*
* @param {Errors_Words_Pick_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pick_up: ((inputs?: Errors_Words_Pick_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Pick_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap day" |
*
* @param {Errors_Words_Swap_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_swap_day: ((inputs?: Errors_Words_Swap_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Swap_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap time" |
*
* @param {Errors_Words_Swap_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_swap_time: ((inputs?: Errors_Words_Swap_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Swap_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swaps" |
*
* @param {Errors_Words_SwapsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_swaps: ((inputs?: Errors_Words_SwapsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_SwapsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move day" |
*
* @param {Errors_Words_Move_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_move_day: ((inputs?: Errors_Words_Move_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Move_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move time" |
*
* @param {Errors_Words_Move_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_move_time: ((inputs?: Errors_Words_Move_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_Move_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moves" |
*
* @param {Errors_Words_MovesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_moves: ((inputs?: Errors_Words_MovesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_MovesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy out up to {max} items at a time." |
*
* @param {Errors_Buyout_Max_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_max_items: ((inputs: Errors_Buyout_Max_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Max_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for 1 to {max} reviews at a time." |
*
* @param {Errors_Reviews_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_page_size: ((inputs: Errors_Reviews_Page_SizeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Page_SizeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move up to {max} items at a time." |
*
* @param {Errors_Moves_Max_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_max_items: ((inputs: Errors_Moves_Max_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Max_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The smallest tip is {amount}." |
*
* @param {Errors_Tips_SmallestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_smallest: ((inputs: Errors_Tips_SmallestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_SmallestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The largest tip we can take online is {amount}." |
*
* @param {Errors_Tips_LargestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_largest: ((inputs: Errors_Tips_LargestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_LargestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You already tipped this crew {amount}. Thank you!" |
*
* @param {Errors_Tips_Already_TippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_already_tipped: ((inputs: Errors_Tips_Already_TippedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Already_TippedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We don't deliver to city {id}. Choose another city." |
*
* @param {Errors_Catalog_City_Not_ServedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_city_not_served: ((inputs: Errors_Catalog_City_Not_ServedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_City_Not_ServedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no category {id}." |
*
* @param {Errors_Catalog_No_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_no_category: ((inputs: Errors_Catalog_No_CategoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_No_CategoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no product \"{slug}\"." |
*
* @param {Errors_Catalog_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_no_product: ((inputs: Errors_Catalog_No_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_No_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "this swap" |
*
* @param {Errors_Words_This_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_swap: ((inputs?: Errors_Words_This_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_This_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "this move" |
*
* @param {Errors_Words_This_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_move: ((inputs?: Errors_Words_This_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_This_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "this order" |
*
* @param {Errors_Words_This_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_order: ((inputs?: Errors_Words_This_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_This_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A swap" |
*
* @param {Errors_Words_A_Swap_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_a_swap_start: ((inputs?: Errors_Words_A_Swap_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_A_Swap_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A move" |
*
* @param {Errors_Words_A_Move_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_a_move_start: ((inputs?: Errors_Words_A_Move_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_A_Move_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An order" |
*
* @param {Errors_Words_An_Order_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_an_order_start: ((inputs?: Errors_Words_An_Order_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_An_Order_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This swap" |
*
* @param {Errors_Words_This_Swap_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_swap_start: ((inputs?: Errors_Words_This_Swap_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_This_Swap_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This move" |
*
* @param {Errors_Words_This_Move_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_move_start: ((inputs?: Errors_Words_This_Move_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_This_Move_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Errors_Words_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickup: ((inputs?: Errors_Words_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Errors_Words_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_delivery: ((inputs?: Errors_Words_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "receipts" |
*
* @param {Errors_Words_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_receipts: ((inputs?: Errors_Words_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "bills" |
*
* @param {Errors_Words_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_bills: ((inputs?: Errors_Words_BillsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Words_BillsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This swap was cancelled; it cannot be moved." |
*
* @param {Errors_Deliveries_Swap_Cancelled_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_swap_cancelled_no_move: ((inputs?: Errors_Deliveries_Swap_Cancelled_No_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Swap_Cancelled_No_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This move was cancelled; it cannot be moved." |
*
* @param {Errors_Deliveries_Move_Cancelled_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_move_cancelled_no_move: ((inputs?: Errors_Deliveries_Move_Cancelled_No_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Move_Cancelled_No_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The other visit of {booking} is on its day or under way, and the two move together. Call us and we will do what we can." |
*
* @param {Errors_Deliveries_Other_Visit_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_other_visit_started: ((inputs: Errors_Deliveries_Other_Visit_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Other_Visit_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{booking} needs {days} days’ notice: the earliest day for this visit is {date}. Choose that day or a later one." |
*
* @param {Errors_Deliveries_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_notice: ((inputs: Errors_Deliveries_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A visit can be moved up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Deliveries_Move_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_move_days_ahead: ((inputs: Errors_Deliveries_Move_Days_AheadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Move_Days_AheadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The other depot of {booking} has no {window} window. Choose another window." |
*
* @param {Errors_Deliveries_Other_Depot_No_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_other_depot_no_window: ((inputs: Errors_Deliveries_Other_Depot_No_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Other_Depot_No_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{window} on {date} is full. Choose another window." |
*
* @param {Errors_Deliveries_Window_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_window_full: ((inputs: Errors_Deliveries_Window_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Window_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This {kind} is half of swap {number}: the crew brings the new piece and takes the old one on one visit, so the two are never cancelled apart. Cancel the swap..." |
*
* @param {Errors_Deliveries_Half_Of_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_half_of_swap: ((inputs: Errors_Deliveries_Half_Of_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Half_Of_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This {kind} is half of move {number}: the crew picks the items up and delivers them to the new address, so the two are never cancelled apart. Cancel the move..." |
*
* @param {Errors_Deliveries_Half_Of_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_half_of_move: ((inputs: Errors_Deliveries_Half_Of_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Deliveries_Half_Of_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{booking} is already cancelled." |
*
* @param {Errors_Bookings_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_bookings_already_cancelled: ((inputs: Errors_Bookings_Already_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Bookings_Already_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{booking} is done; there is nothing left to cancel." |
*
* @param {Errors_Bookings_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_bookings_done: ((inputs: Errors_Bookings_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Bookings_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{booking} cannot be cancelled online on its day or once the crew is on its way. Call us and we will do what we can." |
*
* @param {Errors_Bookings_Too_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_bookings_too_late: ((inputs: Errors_Bookings_Too_LateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Bookings_Too_LateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell other shoppers a little more: at least {min} characters." |
*
* @param {Errors_Reviews_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_too_short: ((inputs: Errors_Reviews_Too_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Too_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your review to {max} characters (it has {count})." |
*
* @param {Errors_Reviews_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_too_long: ((inputs: Errors_Reviews_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Reviews_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that receipt. It may belong to another account." |
*
* @param {Errors_Receipts_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_receipts_not_found: ((inputs?: Errors_Receipts_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Receipts_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for 1 to {max} {what} at a time." |
*
* @param {Errors_Receipts_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_receipts_page_size: ((inputs: Errors_Receipts_Page_SizeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Receipts_Page_SizeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong codes. You can try again at {time}." |
*
* @param {Errors_Account_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_too_many_codes: ((inputs: Errors_Account_Too_Many_CodesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Too_Many_CodesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That code is not right. 1 try left." |
*
* @param {Errors_Account_Code_Wrong_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_wrong_one: ((inputs?: Errors_Account_Code_Wrong_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Code_Wrong_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That code is not right. {count} tries left." |
*
* @param {Errors_Account_Code_Wrong_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_wrong_many: ((inputs: Errors_Account_Code_Wrong_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Code_Wrong_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not with you any more (returned or on its way back)." |
*
* @param {Errors_Buyout_Refusal_Not_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_not_held: ((inputs?: Errors_Buyout_Refusal_Not_HeldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_Not_HeldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final-sale items cannot be bought out." |
*
* @param {Errors_Buyout_Refusal_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_final_sale: ((inputs?: Errors_Buyout_Refusal_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Repaired items cannot be bought out." |
*
* @param {Errors_Buyout_Refusal_RepairedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_repaired: ((inputs?: Errors_Buyout_Refusal_RepairedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_RepairedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item was bought outright; there is nothing to buy out." |
*
* @param {Errors_Buyout_Refusal_Not_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_not_monthly: ((inputs?: Errors_Buyout_Refusal_Not_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_Not_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is already yours: it was paid off or bought out." |
*
* @param {Errors_Buyout_Refusal_Already_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_already_owned: ((inputs?: Errors_Buyout_Refusal_Already_OwnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_Already_OwnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be bought out once it is." |
*
* @param {Errors_Buyout_Refusal_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_not_delivered: ((inputs?: Errors_Buyout_Refusal_Not_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_Not_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We cannot price this item for a buyout; contact us." |
*
* @param {Errors_Buyout_Refusal_No_Retail_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_no_retail_value: ((inputs?: Errors_Buyout_Refusal_No_Retail_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_No_Retail_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A buyout of this item is being paid right now. Refresh in a moment." |
*
* @param {Errors_Buyout_Refusal_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_pending: ((inputs?: Errors_Buyout_Refusal_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Refusal_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a monthly bill for it was declined and is not paid yet. Pay the overdue balance first (Payment information); that month then counts toward the price." |
*
* @param {Errors_Buyout_Unpaid_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_unpaid_bill: ((inputs?: Errors_Buyout_Unpaid_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Buyout_Unpaid_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the note to {max} characters (it has {count})." |
*
* @param {Errors_Tips_Note_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_note_too_long: ((inputs: Errors_Tips_Note_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tips_Note_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the swap day." |
*
* @param {Errors_Visit_Choose_Swap_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_swap_day: ((inputs?: Errors_Visit_Choose_Swap_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Choose_Swap_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the move day." |
*
* @param {Errors_Visit_Choose_Move_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_move_day: ((inputs?: Errors_Visit_Choose_Move_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Choose_Move_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That day has passed. Choose {date} or a later day." |
*
* @param {Errors_Visit_Day_PassedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_day_passed: ((inputs: Errors_Visit_Day_PassedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Day_PassedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest swap day is {date}. Choose that day or a later one." |
*
* @param {Errors_Visit_Earliest_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_earliest_swap: ((inputs: Errors_Visit_Earliest_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Earliest_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest move day is {date}. Choose that day or a later one." |
*
* @param {Errors_Visit_Earliest_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_earliest_move: ((inputs: Errors_Visit_Earliest_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Earliest_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moves need at least a week’s notice. Choose {date} or a later day." |
*
* @param {Errors_Moves_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_notice: ((inputs: Errors_Moves_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is already returned or has a pickup booked." |
*
* @param {Errors_Visit_Refusal_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_returned: ((inputs?: Errors_Visit_Refusal_ReturnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_ReturnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is yours (paid off or bought out); there is nothing to swap." |
*
* @param {Errors_Visit_Refusal_Owned_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_owned_swap: ((inputs?: Errors_Visit_Refusal_Owned_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_Owned_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is yours (paid off or bought out); we move items you have on a plan." |
*
* @param {Errors_Visit_Refusal_Owned_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_owned_move: ((inputs?: Errors_Visit_Refusal_Owned_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_Owned_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be swapped once it is." |
*
* @param {Errors_Visit_Refusal_Not_Delivered_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_not_delivered_swap: ((inputs?: Errors_Visit_Refusal_Not_Delivered_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_Not_Delivered_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be moved once it is." |
*
* @param {Errors_Visit_Refusal_Not_Delivered_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_not_delivered_move: ((inputs?: Errors_Visit_Refusal_Not_Delivered_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_Not_Delivered_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financed and bought items are yours; only subscribed and rented items can be swapped." |
*
* @param {Errors_Visit_Refusal_Not_SwappableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_not_swappable: ((inputs?: Errors_Visit_Refusal_Not_SwappableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_Not_SwappableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is being bought out." |
*
* @param {Errors_Visit_Refusal_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_buyout: ((inputs?: Errors_Visit_Refusal_BuyoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_BuyoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A return, swap or move of this item is already booked." |
*
* @param {Errors_Visit_Refusal_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_booked: ((inputs?: Errors_Visit_Refusal_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Visit_Refusal_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We don't deliver to {postalCode} yet: our crews reach about 75 km around our 15 depots." |
*
* @param {Errors_Addresses_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_not_reached: ((inputs: Errors_Addresses_Not_ReachedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Not_ReachedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You can keep up to {max} addresses. Remove one you no longer use first." |
*
* @param {Errors_Addresses_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_too_many: ((inputs: Errors_Addresses_Too_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Too_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} delivers from our {depot} depot, which does not reach {postalCode}. Call the showroom to move the order to {city}." |
*
* @param {Errors_Partner_Depot_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_depot_not_reached: ((inputs: Errors_Partner_Depot_Not_ReachedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Partner_Depot_Not_ReachedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sales tax rates for {province} are recorded from {start}; {date} is earlier." |
*
* @param {Errors_Tax_Rates_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tax_rates_before: ((inputs: Errors_Tax_Rates_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Tax_Rates_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{zone}\" is not a known time zone." |
*
* @param {Errors_Time_Zone_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_time_zone_unknown: ((inputs: Errors_Time_Zone_UnknownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Time_Zone_UnknownInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The date is not a valid point in time." |
*
* @param {Errors_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_date_invalid: ((inputs?: Errors_Date_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Date_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Amounts are in dollars with at most two decimals." |
*
* @param {Errors_Money_Two_DecimalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_money_two_decimals: ((inputs?: Errors_Money_Two_DecimalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Money_Two_DecimalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items have been picked up; their photos can no longer be changed." |
*
* @param {Errors_Photos_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_closed: ((inputs?: Errors_Photos_ClosedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_ClosedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That photo is not on this return." |
*
* @param {Errors_Photos_Not_On_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_not_on_return: ((inputs?: Errors_Photos_Not_On_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Not_On_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that return." |
*
* @param {Errors_Photos_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_return_not_found: ((inputs?: Errors_Photos_Return_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Return_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not on that return." |
*
* @param {Errors_Photos_Item_Not_On_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_item_not_on_return: ((inputs?: Errors_Photos_Item_Not_On_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Item_Not_On_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a photo to upload." |
*
* @param {Errors_Photos_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_choose: ((inputs?: Errors_Photos_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Photos must be under 15 MB." |
*
* @param {Errors_Photos_Too_BigInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_too_big: ((inputs?: Errors_Photos_Too_BigInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Too_BigInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Up to {max} photos per item." |
*
* @param {Errors_Photos_Max_Per_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_max_per_item: ((inputs: Errors_Photos_Max_Per_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Max_Per_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reload the page and try again." |
*
* @param {Errors_Photos_ReloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_reload: ((inputs?: Errors_Photos_ReloadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_ReloadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not one of yours." |
*
* @param {Errors_Photos_Item_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_item_not_yours: ((inputs?: Errors_Photos_Item_Not_YoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Item_Not_YoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That photo has too many pixels. Send a photo of at most 50 megapixels." |
*
* @param {Errors_Photos_Too_Many_PixelsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_too_many_pixels: ((inputs?: Errors_Photos_Too_Many_PixelsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Too_Many_PixelsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That file is not a photo. Send a JPEG, PNG, WebP or HEIC image." |
*
* @param {Errors_Photos_Not_A_PhotoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_not_a_photo: ((inputs?: Errors_Photos_Not_A_PhotoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_Not_A_PhotoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That photo could not be read. Send a JPEG, PNG, WebP or HEIC image." |
*
* @param {Errors_Photos_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_unreadable: ((inputs?: Errors_Photos_UnreadableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Photos_UnreadableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A crew visit is booked here: {visit} on {date}{more}. This address stays until the visit is done or cancelled (see Deliveries in your account)." |
*
* @param {Errors_Addresses_Visit_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_booked: ((inputs: Errors_Addresses_Visit_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "and 1 more visit" |
*
* @param {Errors_Addresses_One_More_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_one_more_visit: ((inputs?: Errors_Addresses_One_More_VisitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_One_More_VisitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "and {count} more visits" |
*
* @param {Errors_Addresses_More_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_more_visits: ((inputs: Errors_Addresses_More_VisitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_More_VisitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the return pickup {number}" |
*
* @param {Errors_Addresses_Visit_Return_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_return_pickup: ((inputs: Errors_Addresses_Visit_Return_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_Return_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the swap {number}" |
*
* @param {Errors_Addresses_Visit_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_swap: ((inputs: Errors_Addresses_Visit_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the move {number}, delivering here" |
*
* @param {Errors_Addresses_Visit_Move_DeliveringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_move_delivering: ((inputs: Errors_Addresses_Visit_Move_DeliveringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_Move_DeliveringInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the move {number}, picking up here" |
*
* @param {Errors_Addresses_Visit_Move_Picking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_move_picking_up: ((inputs: Errors_Addresses_Visit_Move_Picking_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_Move_Picking_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the pickup of order {number}" |
*
* @param {Errors_Addresses_Visit_Order_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_order_pickup: ((inputs: Errors_Addresses_Visit_Order_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_Order_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the delivery of order {number}" |
*
* @param {Errors_Addresses_Visit_Order_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_order_delivery: ((inputs: Errors_Addresses_Visit_Order_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Visit_Order_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 product is at this address. Return, move or buy it out first, then you can remove the address." |
*
* @param {Errors_Addresses_One_Product_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_one_product_here: ((inputs?: Errors_Addresses_One_Product_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_One_Product_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} products are at this address. Return, move or buy them out first, then you can remove the address." |
*
* @param {Errors_Addresses_Products_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_products_here: ((inputs: Errors_Addresses_Products_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Addresses_Products_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the street address." |
*
* @param {Errors_Address_Street_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_street_the: ((inputs?: Errors_Address_Street_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Street_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Errors_Address_Street_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_street_your: ((inputs?: Errors_Address_Street_YourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Street_YourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Errors_Address_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_street_long: ((inputs?: Errors_Address_Street_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Street_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Errors_Address_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_unit_long: ((inputs?: Errors_Address_Unit_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Unit_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the city." |
*
* @param {Errors_Address_City_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_city_the: ((inputs?: Errors_Address_City_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_City_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Errors_Address_City_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_city_your: ((inputs?: Errors_Address_City_YourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_City_YourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Errors_Address_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_city_long: ((inputs?: Errors_Address_City_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_City_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the province or territory." |
*
* @param {Errors_Address_Province_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_province_the: ((inputs?: Errors_Address_Province_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Province_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Errors_Address_Province_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_province_your: ((inputs?: Errors_Address_Province_YourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Province_YourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the postal code." |
*
* @param {Errors_Address_Postal_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_the: ((inputs?: Errors_Address_Postal_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Postal_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Errors_Address_Postal_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_your: ((inputs?: Errors_Address_Postal_YourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Postal_YourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Errors_Address_Postal_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_invalid: ((inputs?: Errors_Address_Postal_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Postal_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{postalCode} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Errors_Address_Postal_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_province: ((inputs: Errors_Address_Postal_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Postal_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the first name of the person receiving." |
*
* @param {Errors_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_first_name: ((inputs?: Errors_Address_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a first name of at most 60 characters." |
*
* @param {Errors_Address_First_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_first_name_long: ((inputs?: Errors_Address_First_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_First_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the last name of the person receiving." |
*
* @param {Errors_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_last_name: ((inputs?: Errors_Address_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a last name of at most 60 characters." |
*
* @param {Errors_Address_Last_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_last_name_long: ((inputs?: Errors_Address_Last_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Last_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0134." |
*
* @param {Errors_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_phone: ((inputs?: Errors_Address_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose house, apartment, condo, townhouse or office." |
*
* @param {Errors_Address_BuildingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_building: ((inputs?: Errors_Address_BuildingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_BuildingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the floor as a whole number, like 3 (0 for the ground floor)." |
*
* @param {Errors_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_floor: ((inputs?: Errors_Address_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter receiving hours of at most {max} characters." |
*
* @param {Errors_Address_Receiving_Hours_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_receiving_hours_long: ((inputs: Errors_Address_Receiving_Hours_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Receiving_Hours_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a buzzer number of at most {max} characters." |
*
* @param {Errors_Address_Buzzer_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_buzzer_long: ((inputs: Errors_Address_Buzzer_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Buzzer_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter delivery instructions of at most {max} characters." |
*
* @param {Errors_Address_Instructions_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_instructions_long: ((inputs: Errors_Address_Instructions_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Address_Instructions_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No depot serves {postalCode}: our crews reach about 75 km around our 15 depots, so we cannot move your furniture there." |
*
* @param {Errors_Moves_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_not_reached: ((inputs: Errors_Moves_Not_ReachedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Moves_Not_ReachedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your first name." |
*
* @param {Errors_Profile_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_first_name: ((inputs?: Errors_Profile_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Profile_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your last name." |
*
* @param {Errors_Profile_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_last_name: ((inputs?: Errors_Profile_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Profile_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a first name of at most {max} characters." |
*
* @param {Errors_Profile_First_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_first_name_long: ((inputs: Errors_Profile_First_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Profile_First_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a last name of at most {max} characters." |
*
* @param {Errors_Profile_Last_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_last_name_long: ((inputs: Errors_Profile_Last_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Profile_Last_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a phone number with digits only, like 416-555-0134." |
*
* @param {Errors_Phone_Digits_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_digits_only: ((inputs?: Errors_Phone_Digits_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Phone_Digits_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian number (+1), like 416-555-0134." |
*
* @param {Errors_Phone_CanadianInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_canadian: ((inputs?: Errors_Phone_CanadianInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Phone_CanadianInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the 10 digits of the number with its area code, like 416-555-0134." |
*
* @param {Errors_Phone_Ten_DigitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_ten_digits: ((inputs?: Errors_Phone_Ten_DigitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Phone_Ten_DigitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That is not a valid number: the area code and the next three digits start with 2 to 9, like 416-555-0134." |
*
* @param {Errors_Phone_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_not_valid: ((inputs?: Errors_Phone_Not_ValidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Phone_Not_ValidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{areaCode} is not a Canadian area code. Enter a Canadian number, like 416-555-0134." |
*
* @param {Errors_Phone_Area_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_area_code: ((inputs: Errors_Phone_Area_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Phone_Area_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Errors_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_full_name: ((inputs?: Errors_Swatches_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Errors_Swatches_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_full_name_long: ((inputs?: Errors_Swatches_Full_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Full_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Errors_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_email: ((inputs?: Errors_Swatches_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Errors_Swatches_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_email_invalid: ((inputs?: Errors_Swatches_Email_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Email_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Errors_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_phone: ((inputs?: Errors_Swatches_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Errors_Swatches_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_phone_invalid: ((inputs?: Errors_Swatches_Phone_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Phone_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We mail swatches within Canada only." |
*
* @param {Errors_Swatches_Canada_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_canada_only: ((inputs?: Errors_Swatches_Canada_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Canada_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Errors_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_none: ((inputs?: Errors_Swatches_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Errors_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_many: ((inputs: Errors_Swatches_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One of the chosen swatches does not exist. Choose again." |
*
* @param {Errors_Swatches_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_unknown: ((inputs?: Errors_Swatches_UnknownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_UnknownInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The saved address is not valid. Enter the address instead." |
*
* @param {Errors_Swatches_Saved_Address_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_saved_address_invalid: ((inputs?: Errors_Swatches_Saved_Address_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Saved_Address_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One of the chosen swatches is no longer offered. Choose again." |
*
* @param {Errors_Swatches_No_Longer_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_no_longer_offered: ((inputs?: Errors_Swatches_No_Longer_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_No_Longer_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to use a saved address, or enter the address." |
*
* @param {Errors_Swatches_Sign_In_For_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_sign_in_for_address: ((inputs?: Errors_Swatches_Sign_In_For_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Sign_In_For_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The saved address was not found. Enter the address instead." |
*
* @param {Errors_Swatches_Saved_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_saved_address_not_found: ((inputs?: Errors_Swatches_Saved_Address_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Swatches_Saved_Address_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{field} must be a positive whole number, got \"{got}\"." |
*
* @param {Errors_Catalog_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_id: ((inputs: Errors_Catalog_IdInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_IdInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} {field} can be chosen at once." |
*
* @param {Errors_Catalog_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_too_many_values: ((inputs: Errors_Catalog_Too_Many_ValuesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_Too_Many_ValuesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A {field} value is too long." |
*
* @param {Errors_Catalog_Value_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_value_too_long: ((inputs: Errors_Catalog_Value_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_Value_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "limit must be from 1 to {max}." |
*
* @param {Errors_Catalog_Limit_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_limit_range: ((inputs: Errors_Catalog_Limit_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_Limit_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "offset must be from 0 to {max}." |
*
* @param {Errors_Catalog_Offset_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_offset_range: ((inputs: Errors_Catalog_Offset_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_Offset_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search for at most {max} characters." |
*
* @param {Errors_Catalog_Search_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_search_long: ((inputs: Errors_Catalog_Search_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_Search_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for suggestions for at most {max} products." |
*
* @param {Errors_Catalog_Suggestions_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_suggestions_max: ((inputs: Errors_Catalog_Suggestions_MaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Catalog_Suggestions_MaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a quantity from 1 to {max}." |
*
* @param {Errors_Share_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_quantity: ((inputs: Errors_Share_QuantityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_QuantityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option." |
*
* @param {Errors_Share_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_not_purchase_option: ((inputs: Errors_Share_Not_Purchase_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_Not_Purchase_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is no longer sold. Remove it from your cart and share again." |
*
* @param {Errors_Share_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_no_longer_sold: ((inputs: Errors_Share_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Product {id}" |
*
* @param {Errors_Share_Product_FallbackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_product_fallback: ((inputs: Errors_Share_Product_FallbackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_Product_FallbackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered that way any more. Choose how to pay for it again." |
*
* @param {Errors_Share_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_not_offered: ((inputs: Errors_Share_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Share_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The email or password is incorrect." |
*
* @param {Errors_Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_invalid_credentials: ((inputs?: Errors_Auth_Invalid_CredentialsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Invalid_CredentialsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Errors_Auth_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_session_ended: ((inputs?: Errors_Auth_Session_EndedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Session_EndedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This link has expired or was already used. Ask for a new one." |
*
* @param {Errors_Auth_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_link_expired: ((inputs?: Errors_Auth_Link_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Link_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Errors_Auth_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_sign_in: ((inputs?: Errors_Auth_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_Auth_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_internal: ((inputs?: Errors_Auth_InternalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_InternalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Errors_Auth_Request_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_request_too_large: ((inputs?: Errors_Auth_Request_Too_LargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Request_Too_LargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send the request as JSON." |
*
* @param {Errors_Auth_Send_JsonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_send_json: ((inputs?: Errors_Auth_Send_JsonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Send_JsonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The request is not valid JSON." |
*
* @param {Errors_Auth_Invalid_JsonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_invalid_json: ((inputs?: Errors_Auth_Invalid_JsonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Invalid_JsonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send a JSON object {shape}." |
*
* @param {Errors_Auth_Send_ObjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_send_object: ((inputs: Errors_Auth_Send_ObjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Send_ObjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The request type must be \"courier\"." |
*
* @param {Errors_Auth_Type_CourierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_type_courier: ((inputs?: Errors_Auth_Type_CourierInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Type_CourierInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Say which action to run." |
*
* @param {Errors_Auth_Which_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_which_action: ((inputs?: Errors_Auth_Which_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Which_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "actionData must be an object." |
*
* @param {Errors_Auth_Action_DataInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_action_data: ((inputs?: Errors_Auth_Action_DataInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Action_DataInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Errors_Auth_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email: ((inputs?: Errors_Auth_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a valid email address, like name@example.ca." |
*
* @param {Errors_Auth_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_invalid: ((inputs?: Errors_Auth_Email_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Email_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a password." |
*
* @param {Errors_Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password: ((inputs?: Errors_Auth_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a password that is not your email address." |
*
* @param {Errors_Auth_Password_Is_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_is_email: ((inputs?: Errors_Auth_Password_Is_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Password_Is_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That password is too common. Choose one that is harder to guess." |
*
* @param {Errors_Auth_Password_CommonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_common: ((inputs?: Errors_Auth_Password_CommonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Password_CommonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That sign-in service is not answering. Please try again in a moment." |
*
* @param {Errors_Auth_Provider_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_provider_unavailable: ((inputs?: Errors_Auth_Provider_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Provider_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in did not start in this browser, or took too long. Please try again." |
*
* @param {Errors_Auth_Social_StateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_state: ((inputs?: Errors_Auth_Social_StateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Social_StateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in took too long. Please try again." |
*
* @param {Errors_Auth_Social_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_too_long: ((inputs?: Errors_Auth_Social_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Social_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in was cancelled." |
*
* @param {Errors_Auth_Social_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_cancelled: ((inputs?: Errors_Auth_Social_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Social_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in service could not sign you in. Please try again." |
*
* @param {Errors_Auth_Social_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_failed: ((inputs?: Errors_Auth_Social_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Social_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in is unavailable for a moment. Please try again shortly." |
*
* @param {Errors_Auth_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_unavailable: ((inputs?: Errors_Auth_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 100 characters for your name." |
*
* @param {Errors_Auth_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_name_long: ((inputs?: Errors_Auth_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the hidden control characters from your name." |
*
* @param {Errors_Auth_Name_ControlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_name_control: ((inputs?: Errors_Auth_Name_ControlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Name_ControlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Errors_Auth_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_your_password: ((inputs?: Errors_Auth_Your_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Your_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That sign-in is already linked to another account, or this account already has one from the same service." |
*
* @param {Errors_Auth_Identity_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_identity_in_use: ((inputs?: Errors_Auth_Identity_In_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Identity_In_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in, or reset your password if you forgot it." |
*
* @param {Errors_Auth_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_taken: ((inputs?: Errors_Auth_Email_TakenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Email_TakenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This link to your other sign-in has expired or belongs to another account. Sign in with it again." |
*
* @param {Errors_Auth_Link_Account_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_link_account_expired: ((inputs?: Errors_Auth_Link_Account_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Link_Account_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This reset link has expired or was already used. Ask for a new one." |
*
* @param {Errors_Auth_Reset_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_reset_expired: ((inputs?: Errors_Auth_Reset_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Reset_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send the refresh token to sign out." |
*
* @param {Errors_Auth_Refresh_To_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_refresh_to_sign_out: ((inputs?: Errors_Auth_Refresh_To_Sign_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Refresh_To_Sign_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in link has expired or was already used. Ask for a new one." |
*
* @param {Errors_Auth_Temp_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_temp_link_expired: ((inputs?: Errors_Auth_Temp_Link_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Temp_Link_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For your security, sign in again before changing your email address." |
*
* @param {Errors_Auth_ReauthenticateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_reauthenticate: ((inputs?: Errors_Auth_ReauthenticateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_ReauthenticateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That is already your email address." |
*
* @param {Errors_Auth_Same_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_same_email: ((inputs?: Errors_Auth_Same_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Same_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Another account already uses that email address." |
*
* @param {Errors_Auth_Email_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_in_use: ((inputs?: Errors_Auth_Email_In_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Email_In_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your email address is already confirmed." |
*
* @param {Errors_Auth_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_already_verified: ((inputs?: Errors_Auth_Already_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Already_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This confirmation link has expired or was already used." |
*
* @param {Errors_Auth_Confirmation_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_confirmation_expired: ((inputs?: Errors_Auth_Confirmation_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Confirmation_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Another account started using that email address." |
*
* @param {Errors_Auth_Email_Taken_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_taken_meanwhile: ((inputs?: Errors_Auth_Email_Taken_MeanwhileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Email_Taken_MeanwhileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in took too long or was already used. Please sign in again." |
*
* @param {Errors_Auth_Social_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_expired: ((inputs?: Errors_Auth_Social_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Social_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in does not belong to the account you are linking. Sign in with the one you used before." |
*
* @param {Errors_Auth_Social_Wrong_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_wrong_account: ((inputs?: Errors_Auth_Social_Wrong_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Social_Wrong_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your sign-in service did not share an email address. Enter the one to use with us." |
*
* @param {Errors_Auth_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_required: ((inputs?: Errors_Auth_Email_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Email_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in with your password to link the two." |
*
* @param {Errors_Auth_Link_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_link_required: ((inputs?: Errors_Auth_Link_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Link_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in with your password." |
*
* @param {Errors_Auth_Email_In_Use_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_in_use_social: ((inputs?: Errors_Auth_Email_In_Use_SocialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Email_In_Use_SocialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no action \"{action}\"." |
*
* @param {Errors_Auth_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_unknown_action: ((inputs: Errors_Auth_Unknown_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Unknown_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no sign-in with \"{connection}\"." |
*
* @param {Errors_Auth_Unknown_ConnectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_unknown_connection: ((inputs: Errors_Auth_Unknown_ConnectionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Unknown_ConnectionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at least {min} characters for your password." |
*
* @param {Errors_Auth_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_short: ((inputs: Errors_Auth_Password_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Password_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most {max} characters for your password." |
*
* @param {Errors_Auth_Password_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_long: ((inputs: Errors_Auth_Password_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Password_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts. Please wait {wait} and try again." |
*
* @param {Errors_Auth_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_too_many_attempts: ((inputs: Errors_Auth_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Too_Many_AttemptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 second" |
*
* @param {Errors_Auth_Wait_SecondInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_second: ((inputs?: Errors_Auth_Wait_SecondInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Wait_SecondInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} seconds" |
*
* @param {Errors_Auth_Wait_SecondsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_seconds: ((inputs: Errors_Auth_Wait_SecondsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Wait_SecondsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 minute" |
*
* @param {Errors_Auth_Wait_MinuteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_minute: ((inputs?: Errors_Auth_Wait_MinuteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Wait_MinuteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} minutes" |
*
* @param {Errors_Auth_Wait_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_minutes: ((inputs: Errors_Auth_Wait_MinutesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Wait_MinutesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "1 hour" |
*
* @param {Errors_Auth_Wait_HourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_hour: ((inputs?: Errors_Auth_Wait_HourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Wait_HourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} hours" |
*
* @param {Errors_Auth_Wait_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_hours: ((inputs: Errors_Auth_Wait_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Auth_Wait_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "— Pivot" |
*
* @param {Mail_SignoffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_signoff: ((inputs?: Mail_SignoffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_SignoffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {Mail_Label_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_label_value: ((inputs: Mail_Label_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Label_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Or paste this address into your browser:" |
*
* @param {Mail_Paste_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_paste_address: ((inputs?: Mail_Paste_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Paste_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reset your Pivot password" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject: ((inputs?: Mail_Reset_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Pivot account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked: ((inputs?: Mail_Reset_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If it was you, choose a new password with the link below. It works once, for one hour." |
*
* @param {Mail_Reset_If_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_if_you: ((inputs?: Mail_Reset_If_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_If_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If it was not you, ignore this message: your password stays as it is." |
*
* @param {Mail_Reset_If_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_if_not_you: ((inputs?: Mail_Reset_If_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_If_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mail_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_action: ((inputs?: Mail_Reset_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email address" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject: ((inputs?: Mail_Verify_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Pivot! Confirm that this address is yours with the link below (it works for 24 hours)." |
*
* @param {Mail_Verify_WelcomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_welcome: ((inputs?: Mail_Verify_WelcomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_WelcomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your new email address" |
*
* @param {Mail_Verify_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_subject: ((inputs?: Mail_Verify_Change_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Change_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You asked to use this address for your Pivot account." |
*
* @param {Mail_Verify_Change_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_asked: ((inputs?: Mail_Verify_Change_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Change_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm it with the link below within 24 hours; until then your account keeps its old address." |
*
* @param {Mail_Verify_Change_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_within: ((inputs?: Mail_Verify_Change_WithinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Change_WithinInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm this address" |
*
* @param {Mail_Verify_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_action: ((inputs?: Mail_Verify_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject: ((inputs?: Mail_Email_Changed_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot account now uses {email} to sign in and receive mail." |
*
* @param {Mail_Email_Changed_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_now: ((inputs: Mail_Email_Changed_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not do this, contact us at once so we can secure your account." |
*
* @param {Mail_Email_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_not_you: ((inputs?: Mail_Email_Changed_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot password was changed" |
*
* @param {Mail_Password_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_subject: ((inputs?: Mail_Password_Changed_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Changed_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The password of your Pivot account was just reset, and every device was signed out." |
*
* @param {Mail_Password_Changed_ResetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_reset: ((inputs?: Mail_Password_Changed_ResetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Changed_ResetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not do this, reset your password again and contact us." |
*
* @param {Mail_Password_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_not_you: ((inputs?: Mail_Password_Changed_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Changed_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}," |
*
* @param {Mail_Greeting_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_greeting_named: ((inputs: Mail_Greeting_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Greeting_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_greeting: ((inputs?: Mail_GreetingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_GreetingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot: {body}" |
*
* @param {Mail_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sms: ((inputs: Mail_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Mail_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_items: ((inputs?: Mail_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items:" |
*
* @param {Mail_Items_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_items_line: ((inputs?: Mail_Items_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Items_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call {phone} or write to" |
*
* @param {Mail_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_questions: ((inputs: Mail_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call {phone} or write to {email}." |
*
* @param {Mail_Questions_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_questions_line: ((inputs: Mail_Questions_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Questions_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Mail_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_your_account: ((inputs?: Mail_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{card} ending in {lastFour}" |
*
* @param {Mail_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_ending: ((inputs: Mail_Card_EndingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Card_EndingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "card" |
*
* @param {Mail_Card_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_generic: ((inputs?: Mail_Card_GenericInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Card_GenericInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card on file" |
*
* @param {Mail_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_on_file: ((inputs?: Mail_Card_On_FileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Card_On_FileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged to {card}" |
*
* @param {Mail_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_charged_to: ((inputs: Mail_Charged_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Charged_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "morning" |
*
* @param {Mail_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_morning: ((inputs?: Mail_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "afternoon" |
*
* @param {Mail_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_afternoon: ((inputs?: Mail_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "evening" |
*
* @param {Mail_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_evening: ((inputs?: Mail_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time" |
*
* @param {Mail_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_anytime: ((inputs?: Mail_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup at the warehouse" |
*
* @param {Mail_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_pickup: ((inputs?: Mail_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, {start} to {end}" |
*
* @param {Mail_Window_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_range: ((inputs: Mail_Window_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{weekday}, {day}, {window}" |
*
* @param {Mail_Visit_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_visit_when: ((inputs: Mail_Visit_WhenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Visit_WhenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{weekday}, {day}" |
*
* @param {Mail_Day_With_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_day_with_weekday: ((inputs: Mail_Day_With_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Day_With_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Mail_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_warehouse_name: ((inputs?: Mail_Warehouse_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Warehouse_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at {place}, {address}, on {day}, between {open} and {close}." |
*
* @param {Mail_Pickup_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_pickup_sentence: ((inputs: Mail_Pickup_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pickup_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift." |
*
* @param {Mail_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_pickup_bring: ((inputs?: Mail_Pickup_BringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pickup_BringInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Mail_Noun_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery: ((inputs?: Mail_Noun_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Mail_Noun_Delivery_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery_the: ((inputs?: Mail_Noun_Delivery_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Delivery_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Mail_Noun_Delivery_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery_label: ((inputs?: Mail_Noun_Delivery_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Delivery_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Mail_Noun_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup: ((inputs?: Mail_Noun_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Mail_Noun_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup_the: ((inputs?: Mail_Noun_Pickup_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Pickup_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Mail_Noun_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup_label: ((inputs?: Mail_Noun_Pickup_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Pickup_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup: ((inputs?: Mail_Noun_Warehouse_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Warehouse_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup_the: ((inputs?: Mail_Noun_Warehouse_Pickup_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Warehouse_Pickup_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup_label: ((inputs?: Mail_Noun_Warehouse_Pickup_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Warehouse_Pickup_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap visit" |
*
* @param {Mail_Noun_Swap_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit: ((inputs?: Mail_Noun_Swap_VisitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_VisitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap visit" |
*
* @param {Mail_Noun_Swap_Visit_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit_the: ((inputs?: Mail_Noun_Swap_Visit_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_Visit_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap visit" |
*
* @param {Mail_Noun_Swap_Visit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit_label: ((inputs?: Mail_Noun_Swap_Visit_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_Visit_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move pickup" |
*
* @param {Mail_Noun_Move_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup: ((inputs?: Mail_Noun_Move_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move pickup" |
*
* @param {Mail_Noun_Move_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup_the: ((inputs?: Mail_Noun_Move_Pickup_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Pickup_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move pickup" |
*
* @param {Mail_Noun_Move_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup_label: ((inputs?: Mail_Noun_Move_Pickup_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Pickup_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move delivery" |
*
* @param {Mail_Noun_Move_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery: ((inputs?: Mail_Noun_Move_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move delivery" |
*
* @param {Mail_Noun_Move_Delivery_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery_the: ((inputs?: Mail_Noun_Move_Delivery_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Delivery_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move delivery" |
*
* @param {Mail_Noun_Move_Delivery_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery_label: ((inputs?: Mail_Noun_Move_Delivery_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Delivery_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap" |
*
* @param {Mail_Noun_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap: ((inputs?: Mail_Noun_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap" |
*
* @param {Mail_Noun_Swap_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_the: ((inputs?: Mail_Noun_Swap_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move" |
*
* @param {Mail_Noun_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move: ((inputs?: Mail_Noun_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move" |
*
* @param {Mail_Noun_Move_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_the: ((inputs?: Mail_Noun_Move_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Mail_Row_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_items: ((inputs?: Mail_Row_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return fee" |
*
* @param {Mail_Row_Return_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_return_fee: ((inputs?: Mail_Row_Return_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Return_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap" |
*
* @param {Mail_Row_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_swap: ((inputs?: Mail_Row_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move" |
*
* @param {Mail_Row_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_move: ((inputs?: Mail_Row_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout" |
*
* @param {Mail_Row_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_buyout: ((inputs?: Mail_Row_BuyoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_BuyoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swatches" |
*
* @param {Mail_Row_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_swatches: ((inputs?: Mail_Row_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Mail_Row_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_subtotal: ((inputs?: Mail_Row_SubtotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_SubtotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Visit fee" |
*
* @param {Mail_Row_Visit_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_visit_fee: ((inputs?: Mail_Row_Visit_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Visit_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move fee" |
*
* @param {Mail_Row_Move_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_move_fee: ((inputs?: Mail_Row_Move_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Move_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Mail_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_delivery: ((inputs?: Mail_Row_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Mail_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_assembly: ((inputs?: Mail_Row_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Mail_Row_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_discount: ((inputs?: Mail_Row_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Mail_Row_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_total: ((inputs?: Mail_Row_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit used" |
*
* @param {Mail_Row_Credit_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_credit_used: ((inputs?: Mail_Row_Credit_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Credit_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Mail_Row_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_refunded: ((inputs?: Mail_Row_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip" |
*
* @param {Mail_Row_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_tip: ((inputs?: Mail_Row_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Mail_Row_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_paid: ((inputs?: Mail_Row_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Mail_Row_Due_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_due_now: ((inputs?: Mail_Row_Due_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Due_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (payment {period})" |
*
* @param {Mail_Row_Bill_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_bill_line: ((inputs: Mail_Row_Bill_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Bill_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (payment {period}), with PivotCare {care}" |
*
* @param {Mail_Row_Bill_Line_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_bill_line_care: ((inputs: Mail_Row_Bill_Line_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Bill_Line_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Mail_Fact_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_address: ((inputs?: Mail_Fact_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moving to" |
*
* @param {Mail_Fact_Moving_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_moving_to: ((inputs?: Mail_Fact_Moving_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Moving_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Mail_Fact_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_order_number: ((inputs?: Mail_Fact_Order_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Order_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return number" |
*
* @param {Mail_Fact_Return_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_return_number: ((inputs?: Mail_Fact_Return_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Return_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Mail_Fact_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_pick_up_at: ((inputs?: Mail_Fact_Pick_Up_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Pick_Up_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Mail_Fact_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_when: ((inputs?: Mail_Fact_WhenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_WhenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Mail_Fact_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_picked_up: ((inputs?: Mail_Fact_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Mail_Fact_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_delivered: ((inputs?: Mail_Fact_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bill date" |
*
* @param {Mail_Fact_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_bill_date: ((inputs?: Mail_Fact_Bill_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Bill_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View your receipt" |
*
* @param {Mail_Link_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_receipt: ((inputs?: Mail_Link_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow or change your visits" |
*
* @param {Mail_Link_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_visits: ((inputs?: Mail_Link_VisitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_VisitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your visit" |
*
* @param {Mail_Link_See_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_see_visit: ((inputs?: Mail_Link_See_VisitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_See_VisitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the crew on the day" |
*
* @param {Mail_Link_Follow_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_follow_crew: ((inputs?: Mail_Link_Follow_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_Follow_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review your pieces" |
*
* @param {Mail_Link_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_review: ((inputs?: Mail_Link_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Mail_Link_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_tip: ((inputs?: Mail_Link_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount} now" |
*
* @param {Mail_Link_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_pay: ((inputs: Mail_Link_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your receipts" |
*
* @param {Mail_Link_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_receipts: ((inputs?: Mail_Link_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will email you the day before." |
*
* @param {Mail_Email_Day_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_day_before: ((inputs?: Mail_Email_Day_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Day_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your return pickup is booked ({number})" |
*
* @param {Mail_Return_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_subject: ((inputs: Mail_Return_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup on {day}" |
*
* @param {Mail_Return_Preview_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_preview_day: ((inputs: Mail_Return_Preview_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Preview_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your return is booked" |
*
* @param {Mail_Return_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_preview: ((inputs?: Mail_Return_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your return pickup is booked" |
*
* @param {Mail_Return_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_heading: ((inputs?: Mail_Return_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return {number} is booked.{reminder} Leave the items where the crew can reach them." |
*
* @param {Mail_Return_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_booked: ((inputs: Mail_Return_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The return fee of {fee} is charged to your card on file when the crew picks the items up; billing for them stops that day." |
*
* @param {Mail_Return_Fee_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_fee_later: ((inputs: Mail_Return_Fee_LaterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Fee_LaterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This pickup is free; billing for the items stops the day they are picked up." |
*
* @param {Mail_Return_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_free: ((inputs?: Mail_Return_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "return {number} booked. Receipt: {url}" |
*
* @param {Mail_Return_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_sms: ((inputs: Mail_Return_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "return {number} booked for {day}. Receipt: {url}" |
*
* @param {Mail_Return_Sms_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_sms_day: ((inputs: Mail_Return_Sms_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Sms_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swap is booked ({number})" |
*
* @param {Mail_Swap_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_subject: ((inputs: Mail_Swap_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged · visit on {day}" |
*
* @param {Mail_Swap_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_preview: ((inputs: Mail_Swap_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged · visit on the day you chose" |
*
* @param {Mail_Swap_Preview_No_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_preview_no_day: ((inputs: Mail_Swap_Preview_No_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_Preview_No_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swap is booked" |
*
* @param {Mail_Swap_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_heading: ((inputs?: Mail_Swap_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap {number} is booked: one crew visit brings your new piece and takes the old one away.{reminder}" |
*
* @param {Mail_Swap_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_booked: ((inputs: Mail_Swap_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap {number} booked, {total} charged. Receipt: {url}" |
*
* @param {Mail_Swap_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_sms: ((inputs: Mail_Swap_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your move is booked ({number})" |
*
* @param {Mail_Move_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_subject: ((inputs: Mail_Move_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged" |
*
* @param {Mail_Charged_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_charged_preview: ((inputs: Mail_Charged_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Charged_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your move is booked" |
*
* @param {Mail_Move_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_heading: ((inputs?: Mail_Move_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number} is booked." |
*
* @param {Mail_Move_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_booked: ((inputs: Mail_Move_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number} is booked. We will email you the day before the pickup and again before the delivery at your new address." |
*
* @param {Mail_Move_Booked_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_booked_visits: ((inputs: Mail_Move_Booked_VisitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_Booked_VisitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move {number} booked, {total} charged. Receipt: {url}" |
*
* @param {Mail_Move_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_sms: ((inputs: Mail_Move_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your buyout receipt ({number})" |
*
* @param {Mail_Buyout_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_subject: ((inputs: Mail_Buyout_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged · the pieces are yours" |
*
* @param {Mail_Buyout_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_preview: ((inputs: Mail_Buyout_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The pieces are yours" |
*
* @param {Mail_Buyout_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_heading: ((inputs?: Mail_Buyout_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout {number} is paid: the pieces below are yours to keep, and their monthly billing has stopped." |
*
* @param {Mail_Buyout_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_paid: ((inputs: Mail_Buyout_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "buyout {number} paid, {total}. Receipt: {url}" |
*
* @param {Mail_Buyout_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_sms: ((inputs: Mail_Buyout_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot order is confirmed ({number})" |
*
* @param {Mail_Order_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_subject: ((inputs: Mail_Order_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {partner} order is confirmed ({number})" |
*
* @param {Mail_Order_Subject_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_subject_partner: ((inputs: Mail_Order_Subject_PartnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Subject_PartnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup on {day}" |
*
* @param {Mail_Order_Preview_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview_pickup: ((inputs: Mail_Order_Preview_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Preview_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery on {day}" |
*
* @param {Mail_Order_Preview_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview_delivery: ((inputs: Mail_Order_Preview_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Preview_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Mail_Order_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview: ((inputs: Mail_Order_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your order" |
*
* @param {Mail_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_heading: ((inputs?: Mail_Order_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {partner} order is confirmed" |
*
* @param {Mail_Order_Heading_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_heading_partner: ((inputs: Mail_Order_Heading_PartnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Heading_PartnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number} is placed.{reminder}" |
*
* @param {Mail_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_placed: ((inputs: Mail_Order_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for completing the order {partner} placed for you. Order {number} is confirmed.{reminder}" |
*
* @param {Mail_Order_Placed_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_placed_partner: ((inputs: Mail_Order_Placed_PartnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Placed_PartnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} confirmed. Receipt: {url}" |
*
* @param {Mail_Order_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms: ((inputs: Mail_Order_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} confirmed, pickup {day} at {address}. Receipt: {url}" |
*
* @param {Mail_Order_Sms_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms_pickup: ((inputs: Mail_Order_Sms_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Sms_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} confirmed, delivery {day}. Receipt: {url}" |
*
* @param {Mail_Order_Sms_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms_delivery: ((inputs: Mail_Order_Sms_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Sms_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reminder: your {noun} is tomorrow" |
*
* @param {Mail_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_subject: ((inputs: Mail_Reminder_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {noun} is tomorrow" |
*
* @param {Mail_Reminder_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_heading: ((inputs: Mail_Reminder_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is ready at the warehouse tomorrow. Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help y..." |
*
* @param {Mail_Reminder_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_warehouse: ((inputs?: Mail_Reminder_WarehouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_WarehouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew comes tomorrow. Leave the items where the crew can reach them, with a clear path to the door." |
*
* @param {Mail_Reminder_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_pickup: ((inputs?: Mail_Reminder_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew comes tomorrow. Clear a path to the room the pieces go in; someone 18 or older needs to be home." |
*
* @param {Mail_Reminder_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_delivery: ((inputs?: Mail_Reminder_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the crew on the day from the link below. To change the window, do it today." |
*
* @param {Mail_Reminder_FollowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_follow: ((inputs?: Mail_Reminder_FollowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_FollowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your {noun} is tomorrow, {when}. Details: {url}" |
*
* @param {Mail_Reminder_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_sms: ((inputs: Mail_Reminder_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up: order {number}" |
*
* @param {Mail_Picked_Up_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_subject: ((inputs: Mail_Picked_Up_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enjoy your pieces. A review?" |
*
* @param {Mail_Picked_Up_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_preview: ((inputs?: Mail_Picked_Up_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You picked up your order" |
*
* @param {Mail_Picked_Up_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_heading: ((inputs?: Mail_Picked_Up_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for picking up your order. We hope you enjoy your new pieces; a review helps other customers choose." |
*
* @param {Mail_Picked_Up_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_thanks: ((inputs?: Mail_Picked_Up_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} is picked up. Review: {review}" |
*
* @param {Mail_Picked_Up_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_sms: ((inputs: Mail_Picked_Up_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered: order {number}" |
*
* @param {Mail_Delivered_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_subject: ((inputs: Mail_Delivered_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enjoy your pieces. A tip for the crew? A review?" |
*
* @param {Mail_Delivered_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_preview: ((inputs?: Mail_Delivered_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your pieces are delivered" |
*
* @param {Mail_Delivered_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_heading: ((inputs?: Mail_Delivered_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew has finished. We hope you enjoy your new pieces." |
*
* @param {Mail_Delivered_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_done: ((inputs?: Mail_Delivered_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If the crew did a great job, you can thank them with a tip; all of it goes to them. And a review helps other customers choose." |
*
* @param {Mail_Delivered_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_tip: ((inputs?: Mail_Delivered_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} is delivered. Tip the crew: {tip} Review: {review}" |
*
* @param {Mail_Delivered_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_sms: ((inputs: Mail_Delivered_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {noun} is cancelled ({number})" |
*
* @param {Mail_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_subject: ((inputs: Mail_Cancelled_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Mail_Cancelled_Preview_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_preview_refund: ((inputs: Mail_Cancelled_Preview_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_Preview_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{day} cancelled" |
*
* @param {Mail_Cancelled_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_preview: ((inputs: Mail_Cancelled_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {noun} is cancelled" |
*
* @param {Mail_Cancelled_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_heading: ((inputs: Mail_Cancelled_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The {noun} of {when} is cancelled, as you asked." |
*
* @param {Mail_Cancelled_As_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_as_asked: ((inputs: Mail_Cancelled_As_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_As_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We refunded {amount} to your card; it shows on your statement within 5 to 10 business days." |
*
* @param {Mail_Cancelled_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_refunded: ((inputs: Mail_Cancelled_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged for it, so there is nothing to refund." |
*
* @param {Mail_Cancelled_NothingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_nothing: ((inputs?: Mail_Cancelled_NothingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_NothingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items stay with you, billed as before." |
*
* @param {Mail_Cancelled_Items_StayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_items_stay: ((inputs?: Mail_Cancelled_Items_StayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_Items_StayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your {noun} of {day} is cancelled. {url}" |
*
* @param {Mail_Cancelled_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_sms: ((inputs: Mail_Cancelled_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your {noun} of {day} is cancelled, {amount} refunded. {url}" |
*
* @param {Mail_Cancelled_Sms_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_sms_refund: ((inputs: Mail_Cancelled_Sms_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_Sms_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your tip of {amount}" |
*
* @param {Mail_Tip_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_subject: ((inputs: Mail_Tip_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} for the crew of order {number}" |
*
* @param {Mail_Tip_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_preview: ((inputs: Mail_Tip_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your tip" |
*
* @param {Mail_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_heading: ((inputs?: Mail_Tip_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All of it goes to the crew that made your visit. It is on your receipt." |
*
* @param {Mail_Tip_All_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_all_crew: ((inputs?: Mail_Tip_All_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_All_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "thank you for your {amount} tip. Receipt: {url}" |
*
* @param {Mail_Tip_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_sms: ((inputs: Mail_Tip_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined: {amount} is due" |
*
* @param {Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_subject: ((inputs: Mail_Declined_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly bill of {day} could not be charged" |
*
* @param {Mail_Declined_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_preview: ((inputs: Mail_Declined_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge your monthly bill" |
*
* @param {Mail_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_heading: ((inputs?: Mail_Declined_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card ({card}) declined the monthly bill of {day}. {amount} is now overdue." |
*
* @param {Mail_Declined_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_card: ((inputs: Mail_Declined_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay it now with the card on file or a new card. We will also try your card again in a few days." |
*
* @param {Mail_Declined_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_pay: ((inputs?: Mail_Declined_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card declined your monthly bill of {amount}. Pay it here: {url}" |
*
* @param {Mail_Declined_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_sms: ((inputs: Mail_Declined_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly bill receipt: {amount}" |
*
* @param {Mail_Bill_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_subject: ((inputs: Mail_Bill_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly bill of {day}" |
*
* @param {Mail_Bill_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_preview: ((inputs: Mail_Bill_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly bill is paid" |
*
* @param {Mail_Bill_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_heading: ((inputs?: Mail_Bill_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. Here is the receipt of your monthly bill of {day}." |
*
* @param {Mail_Bill_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_thanks: ((inputs: Mail_Bill_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your monthly bill of {amount} is paid. Receipt: {url}" |
*
* @param {Mail_Bill_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_sms: ((inputs: Mail_Bill_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment received: {amount}" |
*
* @param {Mail_Overdue_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_subject: ((inputs: Mail_Overdue_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your overdue balance is paid" |
*
* @param {Mail_Overdue_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_preview: ((inputs?: Mail_Overdue_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, your overdue balance is paid" |
*
* @param {Mail_Overdue_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_heading: ((inputs?: Mail_Overdue_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We received your payment of {amount} for what was overdue. Thank you." |
*
* @param {Mail_Overdue_ReceivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_received: ((inputs: Mail_Overdue_ReceivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_ReceivedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "we received your payment of {amount}. Receipts: {url}" |
*
* @param {Mail_Overdue_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_sms: ((inputs: Mail_Overdue_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined: the return fee of {amount} is due" |
*
* @param {Mail_Fee_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_subject: ((inputs: Mail_Fee_Declined_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return {number}" |
*
* @param {Mail_Fee_Declined_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_preview: ((inputs: Mail_Fee_Declined_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge the return fee" |
*
* @param {Mail_Fee_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_heading: ((inputs?: Mail_Fee_Declined_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew picked up return {number}, and billing for the items stopped. Your card declined the return fee of {amount}; it is now overdue." |
*
* @param {Mail_Fee_Declined_PickedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_picked: ((inputs: Mail_Fee_Declined_PickedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_PickedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card declined the return fee of {amount}. Pay it here: {url}" |
*
* @param {Mail_Fee_Declined_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_sms: ((inputs: Mail_Fee_Declined_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return fee charged: {amount} ({number})" |
*
* @param {Mail_Fee_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_subject: ((inputs: Mail_Fee_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your items are picked up" |
*
* @param {Mail_Fee_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_preview: ((inputs?: Mail_Fee_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your items are picked up" |
*
* @param {Mail_Fee_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_heading: ((inputs?: Mail_Fee_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew picked up return {number}, and billing for the items stopped. We charged the return fee of {amount} to {card}." |
*
* @param {Mail_Fee_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_charged: ((inputs: Mail_Fee_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "return {number} picked up, return fee of {amount} charged. Receipt: {url}" |
*
* @param {Mail_Fee_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_sms: ((inputs: Mail_Fee_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc., PO Box 1042, Station A, Toronto ON M5W 1G5." |
*
* @param {Mail_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_postal_address: ((inputs?: Mail_Postal_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Postal_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your delivery is on its way today" |
*
* @param {Mail_Feed_Out_Subject_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_subject_delivery: ((inputs?: Mail_Feed_Out_Subject_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Subject_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your pickup is on its way today" |
*
* @param {Mail_Feed_Out_Subject_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_subject_pickup: ((inputs?: Mail_Feed_Out_Subject_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Subject_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew is 30 minutes away" |
*
* @param {Mail_Feed_Nearby_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_nearby_subject: ((inputs?: Mail_Feed_Nearby_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Nearby_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}, your Pivot delivery is out for delivery. Follow the crew: {url}" |
*
* @param {Mail_Feed_Out_Text_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_text_delivery: ((inputs: Mail_Feed_Out_Text_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Text_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}, your Pivot pickup is out for delivery. Follow the crew: {url}" |
*
* @param {Mail_Feed_Out_Text_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_text_pickup: ((inputs: Mail_Feed_Out_Text_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Text_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}, our crew is 30 minutes away. Follow them: {url}" |
*
* @param {Mail_Feed_Nearby_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_nearby_text: ((inputs: Mail_Feed_Nearby_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Nearby_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{code} is your Pivot verification code for {phone}. It expires in 10 minutes." |
*
* @param {Mail_Sms_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sms_code: ((inputs: Mail_Sms_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sms_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{fee} fee + {care} PivotCare = {monthly}" |
*
* @param {Agreements_Fee_With_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_fee_with_care: ((inputs: Agreements_Fee_With_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Fee_With_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing over {payments} months: {payments} monthly instalments of {each}, the first today{total}. Yours after the last instalment; pay the balance early at..." |
*
* @param {Agreements_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_financing: ((inputs: Agreements_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "; total of payments {amount}" |
*
* @param {Agreements_Financing_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_financing_total: ((inputs: Agreements_Financing_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Financing_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental at {each}, the first month today, for a {term}-month minimum term, then month to month until you book its pickup. The item stays ours." |
*
* @param {Agreements_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_rent: ((inputs: Agreements_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription at {each}, the first month today, {term}.{owned}" |
*
* @param {Agreements_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_subscription: ((inputs: Agreements_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a {term}-month minimum term" |
*
* @param {Agreements_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_term_minimum: ((inputs: Agreements_Term_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Term_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "month to month" |
*
* @param {Agreements_Term_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_term_monthly: ((inputs?: Agreements_Term_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Term_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "After {payments} monthly fees ({amount} in fees, PivotCare not counted) it is yours." |
*
* @param {Agreements_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_owned: ((inputs: Agreements_OwnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_OwnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "no tax" |
*
* @param {Agreements_No_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_no_tax: ((inputs?: Agreements_No_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_No_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare" |
*
* @param {Agreements_Pivotcare_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_pivotcare_title: ((inputs?: Agreements_Pivotcare_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Pivotcare_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare covers accidental damage to the item (spills and stains, tears, scratches, dents, broken legs or frames): we repair it or replace the item at no co..." |
*
* @param {Agreements_Pivotcare_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_pivotcare_terms: ((inputs?: Agreements_Pivotcare_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Pivotcare_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Without PivotCare" |
*
* @param {Agreements_Without_Pivotcare_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_without_pivotcare_title: ((inputs?: Agreements_Without_Pivotcare_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Without_Pivotcare_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You did not choose PivotCare: damage beyond normal wear is charged at our published repair rates (legs $4 to $17, upholstery $25 to $125, hard surfaces $15 t..." |
*
* @param {Agreements_Without_PivotcareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_without_pivotcare: ((inputs?: Agreements_Without_PivotcareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Without_PivotcareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "purchases {amount}" |
*
* @param {Agreements_Today_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_purchases: ((inputs: Agreements_Today_PurchasesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_PurchasesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "first month {amount}" |
*
* @param {Agreements_Today_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_first_month: ((inputs: Agreements_Today_First_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_First_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery {amount} (one time: bringing the order to your door and into the room you choose)" |
*
* @param {Agreements_Today_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_delivery: ((inputs: Agreements_Today_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "assembly {amount} (one time: assembling the items on the delivery day)" |
*
* @param {Agreements_Today_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_assembly: ((inputs: Agreements_Today_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "taxes: {taxes}" |
*
* @param {Agreements_Today_TaxesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_taxes: ((inputs: Agreements_Today_TaxesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_TaxesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "account credit −{amount}" |
*
* @param {Agreements_Today_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_credit: ((inputs: Agreements_Today_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged today" |
*
* @param {Agreements_Today_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_title: ((inputs?: Agreements_Today_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{items}. Total charged today: {total}." |
*
* @param {Agreements_Today_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_text: ((inputs: Agreements_Today_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Today_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month after" |
*
* @param {Agreements_Monthly_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_monthly_title: ((inputs?: Agreements_Monthly_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Monthly_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{subtotal} before tax, taxes: {taxes}; {total} a month in all, charged to your card on the same day each month from a month after delivery, at the tax rates ..." |
*
* @param {Agreements_Monthly_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_monthly_text: ((inputs: Agreements_Monthly_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Monthly_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns (version {version})" |
*
* @param {Agreements_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_returns_title: ((inputs: Agreements_Returns_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Returns_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may return any item at any time by booking a pickup in your account. A pickup in the first {term} of an item’s subscription costs {fee} (PivotCare is not..." |
*
* @param {Agreements_Returns_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_returns_text: ((inputs: Agreements_Returns_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_Returns_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: {text}" |
*
* @param {Agreements_ClauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_clause: ((inputs: Agreements_ClauseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Agreements_ClauseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errors_InternalInputs = {};
export type Errors_Cart_Max_LinesInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Cart_Sign_In_ReturnsInputs = {};
export type Errors_Cart_Max_ReturnsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Cart_Line_No_ProductInputs = {};
export type Errors_Cart_Quantity_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Errors_Cart_Not_Purchase_OptionInputs = {
    option: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Errors_Cart_Term_Whole_MonthsInputs = {};
export type Errors_Cart_Options_UnreadableInputs = {};
export type Errors_Cart_Return_Quantity_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Errors_Cart_Kind_SubscriptionInputs = {};
export type Errors_Cart_Kind_FinancingInputs = {};
export type Errors_Cart_Kind_RentInputs = {};
export type Errors_Cart_Kind_PurchaseInputs = {};
export type Errors_Cart_Not_Offered_AsInputs = {
    name: NonNullable<unknown>;
    kind: NonNullable<unknown>;
    option: NonNullable<unknown>;
};
export type Errors_Cart_Choose_TermInputs = {
    name: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Errors_Cart_Outright_No_TermInputs = {
    name: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Errors_Cart_Term_Not_OfferedInputs = {
    name: NonNullable<unknown>;
    term: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Errors_Cart_Pivotcare_Not_OfferedInputs = {
    name: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Errors_Cart_Return_Not_FoundInputs = {};
export type Errors_Cart_Item_RefusalInputs = {
    name: NonNullable<unknown>;
    refusal: NonNullable<unknown>;
};
export type Errors_Checkout_Card_EitherInputs = {};
export type Errors_Checkout_Card_Details_ExpiredInputs = {};
export type Errors_Checkout_Saved_Card_Not_FoundInputs = {};
export type Errors_Checkout_Idempotency_KeyInputs = {};
export type Errors_Checkout_No_ReturnsInputs = {};
export type Errors_Checkout_Cart_EmptyInputs = {};
export type Errors_Checkout_Choose_AddressInputs = {};
export type Errors_Checkout_Expected_AmountInputs = {};
export type Errors_Checkout_Sign_Full_NameInputs = {};
export type Errors_Checkout_Signature_MismatchInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Checkout_Max_OrdersInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Checkout_Agreement_Not_FoundInputs = {};
export type Errors_Checkout_Card_DeclinedInputs = {};
export type Errors_Checkout_Insufficient_FundsInputs = {};
export type Errors_Checkout_Expired_CardInputs = {};
export type Errors_Checkout_Payment_CancelledInputs = {};
export type Errors_Checkout_Address_Not_FoundInputs = {};
export type Errors_Checkout_Other_ProvinceInputs = {
    city: NonNullable<unknown>;
    cityProvince: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Errors_Checkout_Out_Of_ReachInputs = {
    city: NonNullable<unknown>;
    postalCode: NonNullable<unknown>;
};
export type Errors_Checkout_Prices_ChangedInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Checkout_Choose_CardInputs = {};
export type Errors_Checkout_Sold_OutInputs = {
    name: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Checkout_Balance_ChangedInputs = {};
export type Errors_Checkout_Still_ProcessingInputs = {};
export type Errors_Checkout_Key_ReusedInputs = {};
export type Errors_Account_Not_FoundInputs = {};
export type Errors_Checkout_Cart_ItemInputs = {};
export type Errors_Checkout_Cart_ProblemInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Errors_Cart_No_Longer_SoldInputs = {};
export type Errors_Cart_No_Longer_AvailableInputs = {};
export type Errors_Cart_Not_At_DepotInputs = {
    city: NonNullable<unknown>;
};
export type Errors_Cart_Not_For_SaleInputs = {};
export type Errors_Cart_Out_Of_StockInputs = {};
export type Errors_Cart_Not_Enough_StockInputs = {
    available: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Sale_Pickup_WithinInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Sale_Choose_PickupInputs = {};
export type Errors_Window_StartedInputs = {};
export type Errors_Window_LabelInputs = {
    name: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Errors_Window_MorningInputs = {};
export type Errors_Window_AfternoonInputs = {};
export type Errors_Window_EveningInputs = {};
export type Errors_Window_AnytimeInputs = {};
export type Errors_Window_PickupInputs = {};
export type Errors_Not_A_DateInputs = {
    value: NonNullable<unknown>;
};
export type Errors_Not_A_Postal_CodeInputs = {
    value: NonNullable<unknown>;
};
export type Errors_Not_A_ProvinceInputs = {
    value: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
export type Errors_Returns_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Returns_Key_ReusedInputs = {};
export type Errors_Returns_One_AddressInputs = {};
export type Errors_Returns_Damage_PhotoInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Returns_Not_YoursInputs = {};
export type Errors_Returns_Item_RefusalInputs = {
    name: NonNullable<unknown>;
    refusal: NonNullable<unknown>;
};
export type Errors_Returns_Only_ReturnsInputs = {};
export type Errors_Reload_And_RetryInputs = {};
export type Errors_Returns_Choose_OneInputs = {};
export type Errors_Returns_Max_ItemsInputs = {};
export type Errors_Returns_Listed_TwiceInputs = {};
export type Errors_Returns_Choose_ReasonInputs = {};
export type Errors_Returns_Tell_WhyInputs = {};
export type Errors_Returns_Note_LengthInputs = {};
export type Errors_Returns_Choose_ConditionInputs = {};
export type Errors_Returns_Refusal_ReturnedInputs = {};
export type Errors_Returns_Refusal_OwnedInputs = {};
export type Errors_Returns_Refusal_Not_ReturnableInputs = {};
export type Errors_Returns_Refusal_Not_DeliveredInputs = {};
export type Errors_Returns_Refusal_PendingInputs = {};
export type Errors_Account_Address_Not_FoundInputs = {};
export type Errors_Account_Max_AddressesInputs = {};
export type Errors_Account_Order_Not_FoundInputs = {};
export type Errors_Account_Card_UnreadableInputs = {};
export type Errors_Account_Card_Canada_OnlyInputs = {};
export type Errors_Account_Processor_UnreachableInputs = {};
export type Errors_Account_Mobile_First_TextsInputs = {};
export type Errors_Account_Mobile_FirstInputs = {};
export type Errors_Account_Code_Just_SentInputs = {};
export type Errors_Account_Codes_HourlyInputs = {};
export type Errors_Account_Text_FailedInputs = {};
export type Errors_Account_Code_Six_DigitsInputs = {};
export type Errors_Account_Code_ExpiredInputs = {};
export type Errors_Offset_From_ZeroInputs = {};
export type Errors_Addresses_Postal_CodeInputs = {};
export type Errors_Addresses_Canada_OnlyInputs = {};
export type Errors_Billing_No_CardInputs = {};
export type Errors_Billing_Payment_In_ProgressInputs = {};
export type Errors_Billing_Processor_SilentInputs = {};
export type Errors_Buyout_Insufficient_FundsInputs = {};
export type Errors_Buyout_Choose_OneInputs = {};
export type Errors_Buyout_Key_ReusedInputs = {};
export type Errors_Buyout_Still_ProcessingInputs = {};
export type Errors_Buyout_Price_ChangedInputs = {};
export type Errors_Processor_Check_ReceiptsInputs = {};
export type Errors_Catalog_No_CityInputs = {};
export type Errors_Catalog_One_SortInputs = {};
export type Errors_Deliveries_Not_FoundInputs = {};
export type Errors_Deliveries_Cancelled_No_MoveInputs = {};
export type Errors_Deliveries_Under_Way_No_MoveInputs = {};
export type Errors_Deliveries_Same_DayInputs = {};
export type Errors_Deliveries_Same_WindowInputs = {};
export type Errors_Deliveries_Only_PickupsInputs = {};
export type Errors_Deliveries_Pickup_CancelledInputs = {};
export type Errors_Deliveries_Pickup_Too_LateInputs = {};
export type Errors_Partner_Order_Not_FoundInputs = {};
export type Errors_Partner_Already_ConfirmedInputs = {};
export type Errors_Partner_Address_FirstInputs = {};
export type Errors_Partner_Add_CardInputs = {};
export type Errors_Reviews_Product_Not_FoundInputs = {};
export type Errors_Reviews_Plain_TextInputs = {};
export type Errors_Reviews_RatingInputs = {};
export type Errors_Offset_Not_NegativeInputs = {};
export type Errors_Reviews_Never_DeliveredInputs = {};
export type Errors_Reviews_After_DeliveryInputs = {};
export type Errors_Reviews_ExcludedInputs = {};
export type Errors_Reviews_Item_Not_FoundInputs = {};
export type Errors_Share_Cart_EmptyInputs = {};
export type Errors_Share_Line_No_ProductInputs = {};
export type Errors_Moves_Choose_OneInputs = {};
export type Errors_Moves_One_AddressInputs = {};
export type Errors_Moves_Choose_AddressInputs = {};
export type Errors_Moves_Same_AddressInputs = {};
export type Errors_Moves_Sign_InInputs = {};
export type Errors_Moves_Key_ReusedInputs = {};
export type Errors_Swaps_Choose_ReplacementInputs = {};
export type Errors_Swaps_Not_At_DepotInputs = {};
export type Errors_Swaps_Not_NowInputs = {};
export type Errors_Swaps_Key_ReusedInputs = {};
export type Errors_Visits_Not_FoundInputs = {};
export type Errors_Visits_Card_DeclinedInputs = {};
export type Errors_Visits_Insufficient_FundsInputs = {};
export type Errors_Visits_Expired_CardInputs = {};
export type Errors_Visits_No_CardInputs = {};
export type Errors_Visits_Processor_SilentInputs = {};
export type Errors_Visits_Payment_FailedInputs = {};
export type Errors_Tips_Card_DeclinedInputs = {};
export type Errors_Tips_Insufficient_FundsInputs = {};
export type Errors_Tips_Expired_CardInputs = {};
export type Errors_Tips_AmountInputs = {};
export type Errors_Tips_DecimalsInputs = {};
export type Errors_Tips_PositiveInputs = {};
export type Errors_Tips_Delivery_Not_FoundInputs = {};
export type Errors_Tips_CancelledInputs = {};
export type Errors_Tips_After_DeliveryInputs = {};
export type Errors_Tips_ProcessingInputs = {};
export type Errors_Tips_No_CardInputs = {};
export type Errors_Tips_Charge_FailedInputs = {};
export type Errors_Check_FieldsInputs = {
    count: NonNullable<unknown>;
    texts: NonNullable<unknown>;
};
export type Errors_Visit_Choose_DayInputs = {
    day: NonNullable<unknown>;
};
export type Errors_Visit_EarliestInputs = {
    day: NonNullable<unknown>;
    forWhat: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Visit_Days_AheadInputs = {
    plural: NonNullable<unknown>;
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Visit_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    verb: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Visit_Choose_TimeInputs = {
    time: NonNullable<unknown>;
    windows: NonNullable<unknown>;
};
export type Errors_Words_Delivery_DayInputs = {};
export type Errors_Words_Delivery_TimeInputs = {};
export type Errors_Words_DeliveriesInputs = {};
export type Errors_Words_DeliverInputs = {};
export type Errors_Words_For_This_OrderInputs = {};
export type Errors_Words_Pickup_DayInputs = {};
export type Errors_Words_Pickup_TimeInputs = {};
export type Errors_Words_PickupsInputs = {};
export type Errors_Words_Pick_UpInputs = {};
export type Errors_Words_Swap_DayInputs = {};
export type Errors_Words_Swap_TimeInputs = {};
export type Errors_Words_SwapsInputs = {};
export type Errors_Words_Move_DayInputs = {};
export type Errors_Words_Move_TimeInputs = {};
export type Errors_Words_MovesInputs = {};
export type Errors_Buyout_Max_ItemsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Reviews_Page_SizeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Moves_Max_ItemsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Tips_SmallestInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Tips_LargestInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Tips_Already_TippedInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Catalog_City_Not_ServedInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Catalog_No_CategoryInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Catalog_No_ProductInputs = {
    slug: NonNullable<unknown>;
};
export type Errors_Words_This_SwapInputs = {};
export type Errors_Words_This_MoveInputs = {};
export type Errors_Words_This_OrderInputs = {};
export type Errors_Words_A_Swap_StartInputs = {};
export type Errors_Words_A_Move_StartInputs = {};
export type Errors_Words_An_Order_StartInputs = {};
export type Errors_Words_This_Swap_StartInputs = {};
export type Errors_Words_This_Move_StartInputs = {};
export type Errors_Words_PickupInputs = {};
export type Errors_Words_DeliveryInputs = {};
export type Errors_Words_ReceiptsInputs = {};
export type Errors_Words_BillsInputs = {};
export type Errors_Deliveries_Swap_Cancelled_No_MoveInputs = {};
export type Errors_Deliveries_Move_Cancelled_No_MoveInputs = {};
export type Errors_Deliveries_Other_Visit_StartedInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Deliveries_NoticeInputs = {
    booking: NonNullable<unknown>;
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Deliveries_Move_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Deliveries_Other_Depot_No_WindowInputs = {
    booking: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Errors_Deliveries_Window_FullInputs = {
    window: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Deliveries_Half_Of_SwapInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Errors_Deliveries_Half_Of_MoveInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Errors_Bookings_Already_CancelledInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Bookings_DoneInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Bookings_Too_LateInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Reviews_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Errors_Reviews_Too_LongInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Receipts_Not_FoundInputs = {};
export type Errors_Receipts_Page_SizeInputs = {
    max: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Errors_Account_Too_Many_CodesInputs = {
    time: NonNullable<unknown>;
};
export type Errors_Account_Code_Wrong_OneInputs = {};
export type Errors_Account_Code_Wrong_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Buyout_Refusal_Not_HeldInputs = {};
export type Errors_Buyout_Refusal_Final_SaleInputs = {};
export type Errors_Buyout_Refusal_RepairedInputs = {};
export type Errors_Buyout_Refusal_Not_MonthlyInputs = {};
export type Errors_Buyout_Refusal_Already_OwnedInputs = {};
export type Errors_Buyout_Refusal_Not_DeliveredInputs = {};
export type Errors_Buyout_Refusal_No_Retail_ValueInputs = {};
export type Errors_Buyout_Refusal_PendingInputs = {};
export type Errors_Buyout_Unpaid_BillInputs = {};
export type Errors_Tips_Note_Too_LongInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Visit_Choose_Swap_DayInputs = {};
export type Errors_Visit_Choose_Move_DayInputs = {};
export type Errors_Visit_Day_PassedInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Visit_Earliest_SwapInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Visit_Earliest_MoveInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Moves_NoticeInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Visit_Refusal_ReturnedInputs = {};
export type Errors_Visit_Refusal_Owned_SwapInputs = {};
export type Errors_Visit_Refusal_Owned_MoveInputs = {};
export type Errors_Visit_Refusal_Not_Delivered_SwapInputs = {};
export type Errors_Visit_Refusal_Not_Delivered_MoveInputs = {};
export type Errors_Visit_Refusal_Not_SwappableInputs = {};
export type Errors_Visit_Refusal_BuyoutInputs = {};
export type Errors_Visit_Refusal_BookedInputs = {};
export type Errors_Addresses_Not_ReachedInputs = {
    postalCode: NonNullable<unknown>;
};
export type Errors_Addresses_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Partner_Depot_Not_ReachedInputs = {
    store: NonNullable<unknown>;
    depot: NonNullable<unknown>;
    postalCode: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Tax_Rates_BeforeInputs = {
    province: NonNullable<unknown>;
    start: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Time_Zone_UnknownInputs = {
    zone: NonNullable<unknown>;
};
export type Errors_Date_InvalidInputs = {};
export type Errors_Money_Two_DecimalsInputs = {};
export type Errors_Photos_ClosedInputs = {};
export type Errors_Photos_Not_On_ReturnInputs = {};
export type Errors_Photos_Return_Not_FoundInputs = {};
export type Errors_Photos_Item_Not_On_ReturnInputs = {};
export type Errors_Photos_ChooseInputs = {};
export type Errors_Photos_Too_BigInputs = {};
export type Errors_Photos_Max_Per_ItemInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Photos_ReloadInputs = {};
export type Errors_Photos_Item_Not_YoursInputs = {};
export type Errors_Photos_Too_Many_PixelsInputs = {};
export type Errors_Photos_Not_A_PhotoInputs = {};
export type Errors_Photos_UnreadableInputs = {};
export type Errors_Addresses_Visit_BookedInputs = {
    visit: NonNullable<unknown>;
    date: NonNullable<unknown>;
    more: NonNullable<unknown>;
};
export type Errors_Addresses_One_More_VisitInputs = {};
export type Errors_Addresses_More_VisitsInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Return_PickupInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_SwapInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Move_DeliveringInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Move_Picking_UpInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Order_PickupInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Order_DeliveryInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_One_Product_HereInputs = {};
export type Errors_Addresses_Products_HereInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Address_Street_TheInputs = {};
export type Errors_Address_Street_YourInputs = {};
export type Errors_Address_Street_LongInputs = {};
export type Errors_Address_Unit_LongInputs = {};
export type Errors_Address_City_TheInputs = {};
export type Errors_Address_City_YourInputs = {};
export type Errors_Address_City_LongInputs = {};
export type Errors_Address_Province_TheInputs = {};
export type Errors_Address_Province_YourInputs = {};
export type Errors_Address_Postal_TheInputs = {};
export type Errors_Address_Postal_YourInputs = {};
export type Errors_Address_Postal_InvalidInputs = {};
export type Errors_Address_Postal_ProvinceInputs = {
    postalCode: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Errors_Address_First_NameInputs = {};
export type Errors_Address_First_Name_LongInputs = {};
export type Errors_Address_Last_NameInputs = {};
export type Errors_Address_Last_Name_LongInputs = {};
export type Errors_Address_PhoneInputs = {};
export type Errors_Address_BuildingInputs = {};
export type Errors_Address_FloorInputs = {};
export type Errors_Address_Receiving_Hours_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Address_Buzzer_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Address_Instructions_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Moves_Not_ReachedInputs = {
    postalCode: NonNullable<unknown>;
};
export type Errors_Profile_First_NameInputs = {};
export type Errors_Profile_Last_NameInputs = {};
export type Errors_Profile_First_Name_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Profile_Last_Name_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Phone_Digits_OnlyInputs = {};
export type Errors_Phone_CanadianInputs = {};
export type Errors_Phone_Ten_DigitsInputs = {};
export type Errors_Phone_Not_ValidInputs = {};
export type Errors_Phone_Area_CodeInputs = {
    areaCode: NonNullable<unknown>;
};
export type Errors_Swatches_Full_NameInputs = {};
export type Errors_Swatches_Full_Name_LongInputs = {};
export type Errors_Swatches_EmailInputs = {};
export type Errors_Swatches_Email_InvalidInputs = {};
export type Errors_Swatches_PhoneInputs = {};
export type Errors_Swatches_Phone_InvalidInputs = {};
export type Errors_Swatches_Canada_OnlyInputs = {};
export type Errors_Swatches_NoneInputs = {};
export type Errors_Swatches_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Swatches_UnknownInputs = {};
export type Errors_Swatches_Saved_Address_InvalidInputs = {};
export type Errors_Swatches_No_Longer_OfferedInputs = {};
export type Errors_Swatches_Sign_In_For_AddressInputs = {};
export type Errors_Swatches_Saved_Address_Not_FoundInputs = {};
export type Errors_Catalog_IdInputs = {
    field: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Errors_Catalog_Too_Many_ValuesInputs = {
    max: NonNullable<unknown>;
    field: NonNullable<unknown>;
};
export type Errors_Catalog_Value_Too_LongInputs = {
    field: NonNullable<unknown>;
};
export type Errors_Catalog_Limit_RangeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Catalog_Offset_RangeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Catalog_Search_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Catalog_Suggestions_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Share_QuantityInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Share_Not_Purchase_OptionInputs = {
    option: NonNullable<unknown>;
};
export type Errors_Share_No_Longer_SoldInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Share_Product_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Share_Not_OfferedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Auth_Invalid_CredentialsInputs = {};
export type Errors_Auth_Session_EndedInputs = {};
export type Errors_Auth_Link_ExpiredInputs = {};
export type Errors_Auth_Sign_InInputs = {};
export type Errors_Auth_InternalInputs = {};
export type Errors_Auth_Request_Too_LargeInputs = {};
export type Errors_Auth_Send_JsonInputs = {};
export type Errors_Auth_Invalid_JsonInputs = {};
export type Errors_Auth_Send_ObjectInputs = {
    shape: NonNullable<unknown>;
};
export type Errors_Auth_Type_CourierInputs = {};
export type Errors_Auth_Which_ActionInputs = {};
export type Errors_Auth_Action_DataInputs = {};
export type Errors_Auth_EmailInputs = {};
export type Errors_Auth_Email_InvalidInputs = {};
export type Errors_Auth_PasswordInputs = {};
export type Errors_Auth_Password_Is_EmailInputs = {};
export type Errors_Auth_Password_CommonInputs = {};
export type Errors_Auth_Provider_UnavailableInputs = {};
export type Errors_Auth_Social_StateInputs = {};
export type Errors_Auth_Social_Too_LongInputs = {};
export type Errors_Auth_Social_CancelledInputs = {};
export type Errors_Auth_Social_FailedInputs = {};
export type Errors_Auth_UnavailableInputs = {};
export type Errors_Auth_Name_LongInputs = {};
export type Errors_Auth_Name_ControlInputs = {};
export type Errors_Auth_Your_PasswordInputs = {};
export type Errors_Auth_Identity_In_UseInputs = {};
export type Errors_Auth_Email_TakenInputs = {};
export type Errors_Auth_Link_Account_ExpiredInputs = {};
export type Errors_Auth_Reset_ExpiredInputs = {};
export type Errors_Auth_Refresh_To_Sign_OutInputs = {};
export type Errors_Auth_Temp_Link_ExpiredInputs = {};
export type Errors_Auth_ReauthenticateInputs = {};
export type Errors_Auth_Same_EmailInputs = {};
export type Errors_Auth_Email_In_UseInputs = {};
export type Errors_Auth_Already_VerifiedInputs = {};
export type Errors_Auth_Confirmation_ExpiredInputs = {};
export type Errors_Auth_Email_Taken_MeanwhileInputs = {};
export type Errors_Auth_Social_ExpiredInputs = {};
export type Errors_Auth_Social_Wrong_AccountInputs = {};
export type Errors_Auth_Email_RequiredInputs = {};
export type Errors_Auth_Link_RequiredInputs = {};
export type Errors_Auth_Email_In_Use_SocialInputs = {};
export type Errors_Auth_Unknown_ActionInputs = {
    action: NonNullable<unknown>;
};
export type Errors_Auth_Unknown_ConnectionInputs = {
    connection: NonNullable<unknown>;
};
export type Errors_Auth_Password_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Errors_Auth_Password_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Auth_Too_Many_AttemptsInputs = {
    wait: NonNullable<unknown>;
};
export type Errors_Auth_Wait_SecondInputs = {};
export type Errors_Auth_Wait_SecondsInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Auth_Wait_MinuteInputs = {};
export type Errors_Auth_Wait_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Auth_Wait_HourInputs = {};
export type Errors_Auth_Wait_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Mail_SignoffInputs = {};
export type Mail_Label_ValueInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Mail_Paste_AddressInputs = {};
export type Mail_Reset_SubjectInputs = {};
export type Mail_Reset_AskedInputs = {};
export type Mail_Reset_If_YouInputs = {};
export type Mail_Reset_If_Not_YouInputs = {};
export type Mail_Reset_ActionInputs = {};
export type Mail_Verify_SubjectInputs = {};
export type Mail_Verify_WelcomeInputs = {};
export type Mail_Verify_Change_SubjectInputs = {};
export type Mail_Verify_Change_AskedInputs = {};
export type Mail_Verify_Change_WithinInputs = {};
export type Mail_Verify_ActionInputs = {};
export type Mail_Email_Changed_SubjectInputs = {};
export type Mail_Email_Changed_NowInputs = {
    email: NonNullable<unknown>;
};
export type Mail_Email_Changed_Not_YouInputs = {};
export type Mail_Password_Changed_SubjectInputs = {};
export type Mail_Password_Changed_ResetInputs = {};
export type Mail_Password_Changed_Not_YouInputs = {};
export type Mail_Greeting_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Mail_GreetingInputs = {};
export type Mail_SmsInputs = {
    body: NonNullable<unknown>;
};
export type Mail_ItemsInputs = {};
export type Mail_Items_LineInputs = {};
export type Mail_QuestionsInputs = {
    phone: NonNullable<unknown>;
};
export type Mail_Questions_LineInputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Mail_Your_AccountInputs = {};
export type Mail_Card_EndingInputs = {
    card: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
};
export type Mail_Card_GenericInputs = {};
export type Mail_Card_On_FileInputs = {};
export type Mail_Charged_ToInputs = {
    card: NonNullable<unknown>;
};
export type Mail_Window_MorningInputs = {};
export type Mail_Window_AfternoonInputs = {};
export type Mail_Window_EveningInputs = {};
export type Mail_Window_AnytimeInputs = {};
export type Mail_Window_PickupInputs = {};
export type Mail_Window_RangeInputs = {
    name: NonNullable<unknown>;
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Mail_Visit_WhenInputs = {
    weekday: NonNullable<unknown>;
    day: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Mail_Day_With_WeekdayInputs = {
    weekday: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Mail_Warehouse_NameInputs = {};
export type Mail_Pickup_SentenceInputs = {
    place: NonNullable<unknown>;
    address: NonNullable<unknown>;
    day: NonNullable<unknown>;
    open: NonNullable<unknown>;
    close: NonNullable<unknown>;
};
export type Mail_Pickup_BringInputs = {};
export type Mail_Noun_DeliveryInputs = {};
export type Mail_Noun_Delivery_TheInputs = {};
export type Mail_Noun_Delivery_LabelInputs = {};
export type Mail_Noun_PickupInputs = {};
export type Mail_Noun_Pickup_TheInputs = {};
export type Mail_Noun_Pickup_LabelInputs = {};
export type Mail_Noun_Warehouse_PickupInputs = {};
export type Mail_Noun_Warehouse_Pickup_TheInputs = {};
export type Mail_Noun_Warehouse_Pickup_LabelInputs = {};
export type Mail_Noun_Swap_VisitInputs = {};
export type Mail_Noun_Swap_Visit_TheInputs = {};
export type Mail_Noun_Swap_Visit_LabelInputs = {};
export type Mail_Noun_Move_PickupInputs = {};
export type Mail_Noun_Move_Pickup_TheInputs = {};
export type Mail_Noun_Move_Pickup_LabelInputs = {};
export type Mail_Noun_Move_DeliveryInputs = {};
export type Mail_Noun_Move_Delivery_TheInputs = {};
export type Mail_Noun_Move_Delivery_LabelInputs = {};
export type Mail_Noun_SwapInputs = {};
export type Mail_Noun_Swap_TheInputs = {};
export type Mail_Noun_MoveInputs = {};
export type Mail_Noun_Move_TheInputs = {};
export type Mail_Row_ItemsInputs = {};
export type Mail_Row_Return_FeeInputs = {};
export type Mail_Row_SwapInputs = {};
export type Mail_Row_MoveInputs = {};
export type Mail_Row_BuyoutInputs = {};
export type Mail_Row_SwatchesInputs = {};
export type Mail_Row_SubtotalInputs = {};
export type Mail_Row_Visit_FeeInputs = {};
export type Mail_Row_Move_FeeInputs = {};
export type Mail_Row_DeliveryInputs = {};
export type Mail_Row_AssemblyInputs = {};
export type Mail_Row_DiscountInputs = {};
export type Mail_Row_TotalInputs = {};
export type Mail_Row_Credit_UsedInputs = {};
export type Mail_Row_RefundedInputs = {};
export type Mail_Row_TipInputs = {};
export type Mail_Row_PaidInputs = {};
export type Mail_Row_Due_NowInputs = {};
export type Mail_Row_Bill_LineInputs = {
    name: NonNullable<unknown>;
    period: NonNullable<unknown>;
};
export type Mail_Row_Bill_Line_CareInputs = {
    name: NonNullable<unknown>;
    period: NonNullable<unknown>;
    care: NonNullable<unknown>;
};
export type Mail_Fact_AddressInputs = {};
export type Mail_Fact_Moving_ToInputs = {};
export type Mail_Fact_Order_NumberInputs = {};
export type Mail_Fact_Return_NumberInputs = {};
export type Mail_Fact_Pick_Up_AtInputs = {};
export type Mail_Fact_WhenInputs = {};
export type Mail_Fact_Picked_UpInputs = {};
export type Mail_Fact_DeliveredInputs = {};
export type Mail_Fact_Bill_DateInputs = {};
export type Mail_Link_ReceiptInputs = {};
export type Mail_Link_VisitsInputs = {};
export type Mail_Link_See_VisitInputs = {};
export type Mail_Link_Follow_CrewInputs = {};
export type Mail_Link_ReviewInputs = {};
export type Mail_Link_TipInputs = {};
export type Mail_Link_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Link_ReceiptsInputs = {};
export type Mail_Email_Day_BeforeInputs = {};
export type Mail_Return_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Return_Preview_DayInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Return_PreviewInputs = {};
export type Mail_Return_HeadingInputs = {};
export type Mail_Return_BookedInputs = {
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Return_Fee_LaterInputs = {
    fee: NonNullable<unknown>;
};
export type Mail_Return_FreeInputs = {};
export type Mail_Return_SmsInputs = {
    number: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Return_Sms_DayInputs = {
    number: NonNullable<unknown>;
    day: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Swap_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Swap_PreviewInputs = {
    total: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Mail_Swap_Preview_No_DayInputs = {
    total: NonNullable<unknown>;
};
export type Mail_Swap_HeadingInputs = {};
export type Mail_Swap_BookedInputs = {
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Swap_SmsInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Move_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Charged_PreviewInputs = {
    total: NonNullable<unknown>;
};
export type Mail_Move_HeadingInputs = {};
export type Mail_Move_BookedInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Move_Booked_VisitsInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Move_SmsInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Buyout_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Buyout_PreviewInputs = {
    total: NonNullable<unknown>;
};
export type Mail_Buyout_HeadingInputs = {};
export type Mail_Buyout_PaidInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Buyout_SmsInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Order_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Order_Subject_PartnerInputs = {
    partner: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Order_Preview_PickupInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Order_Preview_DeliveryInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Order_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Order_HeadingInputs = {};
export type Mail_Order_Heading_PartnerInputs = {
    partner: NonNullable<unknown>;
};
export type Mail_Order_PlacedInputs = {
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Order_Placed_PartnerInputs = {
    partner: NonNullable<unknown>;
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Order_SmsInputs = {
    number: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Order_Sms_PickupInputs = {
    number: NonNullable<unknown>;
    day: NonNullable<unknown>;
    address: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Order_Sms_DeliveryInputs = {
    number: NonNullable<unknown>;
    day: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Reminder_SubjectInputs = {
    noun: NonNullable<unknown>;
};
export type Mail_Reminder_HeadingInputs = {
    noun: NonNullable<unknown>;
};
export type Mail_Reminder_WarehouseInputs = {};
export type Mail_Reminder_PickupInputs = {};
export type Mail_Reminder_DeliveryInputs = {};
export type Mail_Reminder_FollowInputs = {};
export type Mail_Reminder_SmsInputs = {
    noun: NonNullable<unknown>;
    when: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Picked_Up_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Picked_Up_PreviewInputs = {};
export type Mail_Picked_Up_HeadingInputs = {};
export type Mail_Picked_Up_ThanksInputs = {};
export type Mail_Picked_Up_SmsInputs = {
    number: NonNullable<unknown>;
    review: NonNullable<unknown>;
};
export type Mail_Delivered_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Delivered_PreviewInputs = {};
export type Mail_Delivered_HeadingInputs = {};
export type Mail_Delivered_DoneInputs = {};
export type Mail_Delivered_TipInputs = {};
export type Mail_Delivered_SmsInputs = {
    number: NonNullable<unknown>;
    tip: NonNullable<unknown>;
    review: NonNullable<unknown>;
};
export type Mail_Cancelled_SubjectInputs = {
    noun: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Cancelled_Preview_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Cancelled_PreviewInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Cancelled_HeadingInputs = {
    noun: NonNullable<unknown>;
};
export type Mail_Cancelled_As_AskedInputs = {
    noun: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Cancelled_RefundedInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Cancelled_NothingInputs = {};
export type Mail_Cancelled_Items_StayInputs = {};
export type Mail_Cancelled_SmsInputs = {
    noun: NonNullable<unknown>;
    day: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Cancelled_Sms_RefundInputs = {
    noun: NonNullable<unknown>;
    day: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Tip_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Tip_PreviewInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Tip_HeadingInputs = {};
export type Mail_Tip_All_CrewInputs = {};
export type Mail_Tip_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Declined_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Declined_PreviewInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Declined_HeadingInputs = {};
export type Mail_Declined_CardInputs = {
    card: NonNullable<unknown>;
    day: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mail_Declined_PayInputs = {};
export type Mail_Declined_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Bill_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Bill_PreviewInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Bill_HeadingInputs = {};
export type Mail_Bill_ThanksInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Bill_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Overdue_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Overdue_PreviewInputs = {};
export type Mail_Overdue_HeadingInputs = {};
export type Mail_Overdue_ReceivedInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Overdue_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Fee_Declined_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Fee_Declined_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Fee_Declined_HeadingInputs = {};
export type Mail_Fee_Declined_PickedInputs = {
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mail_Fee_Declined_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Fee_SubjectInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Fee_PreviewInputs = {};
export type Mail_Fee_HeadingInputs = {};
export type Mail_Fee_ChargedInputs = {
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Mail_Fee_SmsInputs = {
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Postal_AddressInputs = {};
export type Mail_Feed_Out_Subject_DeliveryInputs = {};
export type Mail_Feed_Out_Subject_PickupInputs = {};
export type Mail_Feed_Nearby_SubjectInputs = {};
export type Mail_Feed_Out_Text_DeliveryInputs = {
    name: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Feed_Out_Text_PickupInputs = {
    name: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Feed_Nearby_TextInputs = {
    name: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Sms_CodeInputs = {
    code: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Agreements_Fee_With_CareInputs = {
    fee: NonNullable<unknown>;
    care: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
export type Agreements_FinancingInputs = {
    payments: NonNullable<unknown>;
    each: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Agreements_Financing_TotalInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_RentInputs = {
    each: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Agreements_SubscriptionInputs = {
    each: NonNullable<unknown>;
    term: NonNullable<unknown>;
    owned: NonNullable<unknown>;
};
export type Agreements_Term_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Agreements_Term_MonthlyInputs = {};
export type Agreements_OwnedInputs = {
    payments: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Agreements_No_TaxInputs = {};
export type Agreements_Pivotcare_TitleInputs = {};
export type Agreements_Pivotcare_TermsInputs = {};
export type Agreements_Without_Pivotcare_TitleInputs = {};
export type Agreements_Without_PivotcareInputs = {};
export type Agreements_Today_PurchasesInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_First_MonthInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_DeliveryInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_AssemblyInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_TaxesInputs = {
    taxes: NonNullable<unknown>;
};
export type Agreements_Today_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_TitleInputs = {};
export type Agreements_Today_TextInputs = {
    items: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Agreements_Monthly_TitleInputs = {};
export type Agreements_Monthly_TextInputs = {
    subtotal: NonNullable<unknown>;
    taxes: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Agreements_Returns_TitleInputs = {
    version: NonNullable<unknown>;
};
export type Agreements_Returns_TextInputs = {
    term: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Agreements_ClauseInputs = {
    title: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
