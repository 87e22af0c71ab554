/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Errors_InternalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_LinesInputs */
/** @typedef {{}} Errors_Cart_Sign_In_ReturnsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_ReturnsInputs */
/** @typedef {{}} Errors_Cart_Line_No_ProductInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Cart_Quantity_RangeInputs */
/** @typedef {{ option: NonNullable<unknown>, options: NonNullable<unknown> }} Errors_Cart_Not_Purchase_OptionInputs */
/** @typedef {{}} Errors_Cart_Term_Whole_MonthsInputs */
/** @typedef {{}} Errors_Cart_Options_UnreadableInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Errors_Cart_Return_Quantity_RangeInputs */
/** @typedef {{}} Errors_Cart_Kind_SubscriptionInputs */
/** @typedef {{}} Errors_Cart_Kind_FinancingInputs */
/** @typedef {{}} Errors_Cart_Kind_RentInputs */
/** @typedef {{}} Errors_Cart_Kind_PurchaseInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, option: NonNullable<unknown> }} Errors_Cart_Not_Offered_AsInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Choose_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown> }} Errors_Cart_Outright_No_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Term_Not_OfferedInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown> }} Errors_Cart_Pivotcare_Not_OfferedInputs */
/** @typedef {{}} Errors_Cart_Return_Not_FoundInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Cart_Item_RefusalInputs */
/** @typedef {{}} Errors_Checkout_Card_EitherInputs */
/** @typedef {{}} Errors_Checkout_Card_Details_ExpiredInputs */
/** @typedef {{}} Errors_Checkout_Saved_Card_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Idempotency_KeyInputs */
/** @typedef {{}} Errors_Checkout_No_ReturnsInputs */
/** @typedef {{}} Errors_Checkout_Cart_EmptyInputs */
/** @typedef {{}} Errors_Checkout_Choose_AddressInputs */
/** @typedef {{}} Errors_Checkout_Expected_AmountInputs */
/** @typedef {{}} Errors_Checkout_Sign_Full_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Checkout_Signature_MismatchInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Checkout_Max_OrdersInputs */
/** @typedef {{}} Errors_Checkout_Agreement_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Card_DeclinedInputs */
/** @typedef {{}} Errors_Checkout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Checkout_Expired_CardInputs */
/** @typedef {{}} Errors_Checkout_Payment_CancelledInputs */
/** @typedef {{}} Errors_Checkout_Address_Not_FoundInputs */
/** @typedef {{ city: NonNullable<unknown>, cityProvince: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Checkout_Other_ProvinceInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Errors_Checkout_Out_Of_ReachInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Checkout_Prices_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Choose_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Checkout_Sold_OutInputs */
/** @typedef {{}} Errors_Checkout_Balance_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Checkout_Key_ReusedInputs */
/** @typedef {{}} Errors_Account_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Cart_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Errors_Checkout_Cart_ProblemInputs */
/** @typedef {{}} Errors_Cart_No_Longer_SoldInputs */
/** @typedef {{}} Errors_Cart_No_Longer_AvailableInputs */
/** @typedef {{ city: NonNullable<unknown> }} Errors_Cart_Not_At_DepotInputs */
/** @typedef {{}} Errors_Cart_Not_For_SaleInputs */
/** @typedef {{}} Errors_Cart_Out_Of_StockInputs */
/** @typedef {{ available: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Cart_Not_Enough_StockInputs */
/** @typedef {{}} Errors_Delivery_Choose_DayInputs */
/** @typedef {{}} Errors_Pickup_Choose_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Delivery_EarliestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Pickup_EarliestInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Delivery_Days_AheadInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Pickup_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Delivery_No_WeekdayInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Pickup_No_WeekdayInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Delivery_Choose_TimeInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Pickup_Choose_TimeInputs */
/** @typedef {{}} Errors_Window_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Errors_Window_LabelInputs */
/** @typedef {{}} Errors_Window_MorningInputs */
/** @typedef {{}} Errors_Window_AfternoonInputs */
/** @typedef {{}} Errors_Window_EveningInputs */
/** @typedef {{}} Errors_Window_AnytimeInputs */
/** @typedef {{}} Errors_Window_PickupInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_DateInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_Postal_CodeInputs */
/** @typedef {{ value: NonNullable<unknown>, codes: NonNullable<unknown> }} Errors_Not_A_ProvinceInputs */
/** @typedef {{}} Mail_SignoffInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Mail_Label_ValueInputs */
/** @typedef {{}} Mail_Paste_AddressInputs */
/** @typedef {{}} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_AskedInputs */
/** @typedef {{}} Mail_Reset_If_YouInputs */
/** @typedef {{}} Mail_Reset_If_Not_YouInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Mail_Verify_WelcomeInputs */
/** @typedef {{}} Mail_Verify_Change_SubjectInputs */
/** @typedef {{}} Mail_Verify_Change_AskedInputs */
/** @typedef {{}} Mail_Verify_Change_WithinInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Email_Changed_SubjectInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_NowInputs */
/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */
/** @typedef {{}} Mail_Password_Changed_SubjectInputs */
/** @typedef {{}} Mail_Password_Changed_ResetInputs */
/** @typedef {{}} Mail_Password_Changed_Not_YouInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Greeting_NamedInputs */
/** @typedef {{}} Mail_GreetingInputs */
/** @typedef {{ body: NonNullable<unknown> }} Mail_SmsInputs */
/** @typedef {{}} Mail_ItemsInputs */
/** @typedef {{}} Mail_Items_LineInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_QuestionsInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Questions_LineInputs */
/** @typedef {{}} Mail_Your_AccountInputs */
/** @typedef {{ card: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_EndingInputs */
/** @typedef {{}} Mail_Card_GenericInputs */
/** @typedef {{}} Mail_Card_On_FileInputs */
/** @typedef {{ card: NonNullable<unknown> }} Mail_Charged_ToInputs */
/** @typedef {{}} Mail_Window_MorningInputs */
/** @typedef {{}} Mail_Window_AfternoonInputs */
/** @typedef {{}} Mail_Window_EveningInputs */
/** @typedef {{}} Mail_Window_AnytimeInputs */
/** @typedef {{}} Mail_Window_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Window_RangeInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown>, window: NonNullable<unknown> }} Mail_Visit_WhenInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Day_With_WeekdayInputs */
/** @typedef {{}} Mail_Warehouse_NameInputs */
/** @typedef {{ place: NonNullable<unknown>, address: NonNullable<unknown>, day: NonNullable<unknown>, open: NonNullable<unknown>, close: NonNullable<unknown> }} Mail_Pickup_SentenceInputs */
/** @typedef {{}} Mail_Pickup_BringInputs */
/** @typedef {{}} Mail_Noun_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_PickupInputs */
/** @typedef {{}} Mail_Noun_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Warehouse_PickupInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Swap_VisitInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_TheInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_PickupInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_SwapInputs */
/** @typedef {{}} Mail_Noun_Swap_TheInputs */
/** @typedef {{}} Mail_Noun_MoveInputs */
/** @typedef {{}} Mail_Noun_Move_TheInputs */
/** @typedef {{}} Mail_Row_ItemsInputs */
/** @typedef {{}} Mail_Row_Return_FeeInputs */
/** @typedef {{}} Mail_Row_SwapInputs */
/** @typedef {{}} Mail_Row_MoveInputs */
/** @typedef {{}} Mail_Row_BuyoutInputs */
/** @typedef {{}} Mail_Row_SwatchesInputs */
/** @typedef {{}} Mail_Row_SubtotalInputs */
/** @typedef {{}} Mail_Row_Visit_FeeInputs */
/** @typedef {{}} Mail_Row_Move_FeeInputs */
/** @typedef {{}} Mail_Row_DeliveryInputs */
/** @typedef {{}} Mail_Row_AssemblyInputs */
/** @typedef {{}} Mail_Row_DiscountInputs */
/** @typedef {{}} Mail_Row_TotalInputs */
/** @typedef {{}} Mail_Row_Credit_UsedInputs */
/** @typedef {{}} Mail_Row_RefundedInputs */
/** @typedef {{}} Mail_Row_TipInputs */
/** @typedef {{}} Mail_Row_PaidInputs */
/** @typedef {{}} Mail_Row_Due_NowInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Mail_Row_Bill_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown>, care: NonNullable<unknown> }} Mail_Row_Bill_Line_CareInputs */
/** @typedef {{}} Mail_Fact_AddressInputs */
/** @typedef {{}} Mail_Fact_Moving_ToInputs */
/** @typedef {{}} Mail_Fact_Order_NumberInputs */
/** @typedef {{}} Mail_Fact_Return_NumberInputs */
/** @typedef {{}} Mail_Fact_Pick_Up_AtInputs */
/** @typedef {{}} Mail_Fact_WhenInputs */
/** @typedef {{}} Mail_Fact_Picked_UpInputs */
/** @typedef {{}} Mail_Fact_DeliveredInputs */
/** @typedef {{}} Mail_Fact_Bill_DateInputs */
/** @typedef {{}} Mail_Link_ReceiptInputs */
/** @typedef {{}} Mail_Link_VisitsInputs */
/** @typedef {{}} Mail_Link_See_VisitInputs */
/** @typedef {{}} Mail_Link_Follow_CrewInputs */
/** @typedef {{}} Mail_Link_ReviewInputs */
/** @typedef {{}} Mail_Link_TipInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Link_PayInputs */
/** @typedef {{}} Mail_Link_ReceiptsInputs */
/** @typedef {{}} Mail_Email_Day_BeforeInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Return_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Return_Preview_DayInputs */
/** @typedef {{}} Mail_Return_PreviewInputs */
/** @typedef {{}} Mail_Return_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Return_BookedInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Mail_Return_Fee_LaterInputs */
/** @typedef {{}} Mail_Return_FreeInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_Sms_DayInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Swap_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Swap_PreviewInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Swap_Preview_No_DayInputs */
/** @typedef {{}} Mail_Swap_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Swap_BookedInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Swap_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Charged_PreviewInputs */
/** @typedef {{}} Mail_Move_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_BookedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_Booked_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Move_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Buyout_PreviewInputs */
/** @typedef {{}} Mail_Buyout_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_PaidInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Buyout_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Order_Subject_PartnerInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_PickupInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_PreviewInputs */
/** @typedef {{}} Mail_Order_HeadingInputs */
/** @typedef {{ partner: NonNullable<unknown> }} Mail_Order_Heading_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_PlacedInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_Placed_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, address: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_DeliveryInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_SubjectInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_HeadingInputs */
/** @typedef {{}} Mail_Reminder_WarehouseInputs */
/** @typedef {{}} Mail_Reminder_PickupInputs */
/** @typedef {{}} Mail_Reminder_DeliveryInputs */
/** @typedef {{}} Mail_Reminder_FollowInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Reminder_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Picked_Up_SubjectInputs */
/** @typedef {{}} Mail_Picked_Up_PreviewInputs */
/** @typedef {{}} Mail_Picked_Up_HeadingInputs */
/** @typedef {{}} Mail_Picked_Up_ThanksInputs */
/** @typedef {{ number: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Picked_Up_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Delivered_SubjectInputs */
/** @typedef {{}} Mail_Delivered_PreviewInputs */
/** @typedef {{}} Mail_Delivered_HeadingInputs */
/** @typedef {{}} Mail_Delivered_DoneInputs */
/** @typedef {{}} Mail_Delivered_TipInputs */
/** @typedef {{ number: NonNullable<unknown>, tip: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Delivered_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_Preview_RefundInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Cancelled_PreviewInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Cancelled_HeadingInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Cancelled_As_AskedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_RefundedInputs */
/** @typedef {{}} Mail_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Cancelled_Items_StayInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_Sms_RefundInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Tip_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Tip_PreviewInputs */
/** @typedef {{}} Mail_Tip_HeadingInputs */
/** @typedef {{}} Mail_Tip_All_CrewInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Tip_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Declined_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Declined_PreviewInputs */
/** @typedef {{}} Mail_Declined_HeadingInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Declined_CardInputs */
/** @typedef {{}} Mail_Declined_PayInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Bill_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_PreviewInputs */
/** @typedef {{}} Mail_Bill_HeadingInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_ThanksInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Bill_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_SubjectInputs */
/** @typedef {{}} Mail_Overdue_PreviewInputs */
/** @typedef {{}} Mail_Overdue_HeadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_ReceivedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Overdue_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Fee_Declined_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Fee_Declined_PreviewInputs */
/** @typedef {{}} Mail_Fee_Declined_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Fee_Declined_PickedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Fee_SubjectInputs */
/** @typedef {{}} Mail_Fee_PreviewInputs */
/** @typedef {{}} Mail_Fee_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, card: NonNullable<unknown> }} Mail_Fee_ChargedInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_SmsInputs */
/** @typedef {{}} Mail_Postal_AddressInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_DeliveryInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_PickupInputs */
/** @typedef {{}} Mail_Feed_Nearby_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_DeliveryInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Nearby_TextInputs */
/** @typedef {{ code: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Sms_CodeInputs */
export const errors_internal: (inputs: Errors_InternalInputs) => LocalizedString;
export const errors_cart_max_lines: (inputs: Errors_Cart_Max_LinesInputs) => LocalizedString;
export const errors_cart_sign_in_returns: (inputs: Errors_Cart_Sign_In_ReturnsInputs) => LocalizedString;
export const errors_cart_max_returns: (inputs: Errors_Cart_Max_ReturnsInputs) => LocalizedString;
export const errors_cart_line_no_product: (inputs: Errors_Cart_Line_No_ProductInputs) => LocalizedString;
export const errors_cart_quantity_range: (inputs: Errors_Cart_Quantity_RangeInputs) => LocalizedString;
export const errors_cart_not_purchase_option: (inputs: Errors_Cart_Not_Purchase_OptionInputs) => LocalizedString;
export const errors_cart_term_whole_months: (inputs: Errors_Cart_Term_Whole_MonthsInputs) => LocalizedString;
export const errors_cart_options_unreadable: (inputs: Errors_Cart_Options_UnreadableInputs) => LocalizedString;
export const errors_cart_return_quantity_range: (inputs: Errors_Cart_Return_Quantity_RangeInputs) => LocalizedString;
export const errors_cart_kind_subscription: (inputs: Errors_Cart_Kind_SubscriptionInputs) => LocalizedString;
export const errors_cart_kind_financing: (inputs: Errors_Cart_Kind_FinancingInputs) => LocalizedString;
export const errors_cart_kind_rent: (inputs: Errors_Cart_Kind_RentInputs) => LocalizedString;
export const errors_cart_kind_purchase: (inputs: Errors_Cart_Kind_PurchaseInputs) => LocalizedString;
export const errors_cart_not_offered_as: (inputs: Errors_Cart_Not_Offered_AsInputs) => LocalizedString;
export const errors_cart_choose_term: (inputs: Errors_Cart_Choose_TermInputs) => LocalizedString;
export const errors_cart_outright_no_term: (inputs: Errors_Cart_Outright_No_TermInputs) => LocalizedString;
export const errors_cart_term_not_offered: (inputs: Errors_Cart_Term_Not_OfferedInputs) => LocalizedString;
export const errors_cart_pivotcare_not_offered: (inputs: Errors_Cart_Pivotcare_Not_OfferedInputs) => LocalizedString;
export const errors_cart_return_not_found: (inputs: Errors_Cart_Return_Not_FoundInputs) => LocalizedString;
export const errors_cart_item_refusal: (inputs: Errors_Cart_Item_RefusalInputs) => LocalizedString;
export const errors_checkout_card_either: (inputs: Errors_Checkout_Card_EitherInputs) => LocalizedString;
export const errors_checkout_card_details_expired: (inputs: Errors_Checkout_Card_Details_ExpiredInputs) => LocalizedString;
export const errors_checkout_saved_card_not_found: (inputs: Errors_Checkout_Saved_Card_Not_FoundInputs) => LocalizedString;
export const errors_checkout_idempotency_key: (inputs: Errors_Checkout_Idempotency_KeyInputs) => LocalizedString;
export const errors_checkout_no_returns: (inputs: Errors_Checkout_No_ReturnsInputs) => LocalizedString;
export const errors_checkout_cart_empty: (inputs: Errors_Checkout_Cart_EmptyInputs) => LocalizedString;
export const errors_checkout_choose_address: (inputs: Errors_Checkout_Choose_AddressInputs) => LocalizedString;
export const errors_checkout_expected_amount: (inputs: Errors_Checkout_Expected_AmountInputs) => LocalizedString;
export const errors_checkout_sign_full_name: (inputs: Errors_Checkout_Sign_Full_NameInputs) => LocalizedString;
export const errors_checkout_signature_mismatch: (inputs: Errors_Checkout_Signature_MismatchInputs) => LocalizedString;
export const errors_checkout_max_orders: (inputs: Errors_Checkout_Max_OrdersInputs) => LocalizedString;
export const errors_checkout_agreement_not_found: (inputs: Errors_Checkout_Agreement_Not_FoundInputs) => LocalizedString;
export const errors_checkout_card_declined: (inputs: Errors_Checkout_Card_DeclinedInputs) => LocalizedString;
export const errors_checkout_insufficient_funds: (inputs: Errors_Checkout_Insufficient_FundsInputs) => LocalizedString;
export const errors_checkout_expired_card: (inputs: Errors_Checkout_Expired_CardInputs) => LocalizedString;
export const errors_checkout_payment_cancelled: (inputs: Errors_Checkout_Payment_CancelledInputs) => LocalizedString;
export const errors_checkout_address_not_found: (inputs: Errors_Checkout_Address_Not_FoundInputs) => LocalizedString;
export const errors_checkout_other_province: (inputs: Errors_Checkout_Other_ProvinceInputs) => LocalizedString;
export const errors_checkout_out_of_reach: (inputs: Errors_Checkout_Out_Of_ReachInputs) => LocalizedString;
export const errors_checkout_prices_changed: (inputs: Errors_Checkout_Prices_ChangedInputs) => LocalizedString;
export const errors_checkout_choose_card: (inputs: Errors_Checkout_Choose_CardInputs) => LocalizedString;
export const errors_checkout_sold_out: (inputs: Errors_Checkout_Sold_OutInputs) => LocalizedString;
export const errors_checkout_balance_changed: (inputs: Errors_Checkout_Balance_ChangedInputs) => LocalizedString;
export const errors_checkout_still_processing: (inputs: Errors_Checkout_Still_ProcessingInputs) => LocalizedString;
export const errors_checkout_key_reused: (inputs: Errors_Checkout_Key_ReusedInputs) => LocalizedString;
export const errors_account_not_found: (inputs: Errors_Account_Not_FoundInputs) => LocalizedString;
export const errors_checkout_cart_item: (inputs: Errors_Checkout_Cart_ItemInputs) => LocalizedString;
export const errors_checkout_cart_problem: (inputs: Errors_Checkout_Cart_ProblemInputs) => LocalizedString;
export const errors_cart_no_longer_sold: (inputs: Errors_Cart_No_Longer_SoldInputs) => LocalizedString;
export const errors_cart_no_longer_available: (inputs: Errors_Cart_No_Longer_AvailableInputs) => LocalizedString;
export const errors_cart_not_at_depot: (inputs: Errors_Cart_Not_At_DepotInputs) => LocalizedString;
export const errors_cart_not_for_sale: (inputs: Errors_Cart_Not_For_SaleInputs) => LocalizedString;
export const errors_cart_out_of_stock: (inputs: Errors_Cart_Out_Of_StockInputs) => LocalizedString;
export const errors_cart_not_enough_stock: (inputs: Errors_Cart_Not_Enough_StockInputs) => LocalizedString;
export const errors_delivery_choose_day: (inputs: Errors_Delivery_Choose_DayInputs) => LocalizedString;
export const errors_pickup_choose_day: (inputs: Errors_Pickup_Choose_DayInputs) => LocalizedString;
export const errors_delivery_earliest: (inputs: Errors_Delivery_EarliestInputs) => LocalizedString;
export const errors_pickup_earliest: (inputs: Errors_Pickup_EarliestInputs) => LocalizedString;
export const errors_sale_pickup_within: (inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString;
export const errors_delivery_days_ahead: (inputs: Errors_Delivery_Days_AheadInputs) => LocalizedString;
export const errors_pickup_days_ahead: (inputs: Errors_Pickup_Days_AheadInputs) => LocalizedString;
export const errors_delivery_no_weekday: (inputs: Errors_Delivery_No_WeekdayInputs) => LocalizedString;
export const errors_pickup_no_weekday: (inputs: Errors_Pickup_No_WeekdayInputs) => LocalizedString;
export const errors_sale_choose_pickup: (inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString;
export const errors_delivery_choose_time: (inputs: Errors_Delivery_Choose_TimeInputs) => LocalizedString;
export const errors_pickup_choose_time: (inputs: Errors_Pickup_Choose_TimeInputs) => LocalizedString;
export const errors_window_started: (inputs: Errors_Window_StartedInputs) => LocalizedString;
export const errors_window_label: (inputs: Errors_Window_LabelInputs) => LocalizedString;
export const errors_window_morning: (inputs: Errors_Window_MorningInputs) => LocalizedString;
export const errors_window_afternoon: (inputs: Errors_Window_AfternoonInputs) => LocalizedString;
export const errors_window_evening: (inputs: Errors_Window_EveningInputs) => LocalizedString;
export const errors_window_anytime: (inputs: Errors_Window_AnytimeInputs) => LocalizedString;
export const errors_window_pickup: (inputs: Errors_Window_PickupInputs) => LocalizedString;
export const errors_not_a_date: (inputs: Errors_Not_A_DateInputs) => LocalizedString;
export const errors_not_a_postal_code: (inputs: Errors_Not_A_Postal_CodeInputs) => LocalizedString;
export const errors_not_a_province: (inputs: Errors_Not_A_ProvinceInputs) => LocalizedString;
export const mail_signoff: (inputs: Mail_SignoffInputs) => LocalizedString;
export const mail_label_value: (inputs: Mail_Label_ValueInputs) => LocalizedString;
export const mail_paste_address: (inputs: Mail_Paste_AddressInputs) => LocalizedString;
export const mail_reset_subject: (inputs: Mail_Reset_SubjectInputs) => LocalizedString;
export const mail_reset_asked: (inputs: Mail_Reset_AskedInputs) => LocalizedString;
export const mail_reset_if_you: (inputs: Mail_Reset_If_YouInputs) => LocalizedString;
export const mail_reset_if_not_you: (inputs: Mail_Reset_If_Not_YouInputs) => LocalizedString;
export const mail_reset_action: (inputs: Mail_Reset_ActionInputs) => LocalizedString;
export const mail_verify_subject: (inputs: Mail_Verify_SubjectInputs) => LocalizedString;
export const mail_verify_welcome: (inputs: Mail_Verify_WelcomeInputs) => LocalizedString;
export const mail_verify_change_subject: (inputs: Mail_Verify_Change_SubjectInputs) => LocalizedString;
export const mail_verify_change_asked: (inputs: Mail_Verify_Change_AskedInputs) => LocalizedString;
export const mail_verify_change_within: (inputs: Mail_Verify_Change_WithinInputs) => LocalizedString;
export const mail_verify_action: (inputs: Mail_Verify_ActionInputs) => LocalizedString;
export const mail_email_changed_subject: (inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString;
export const mail_email_changed_now: (inputs: Mail_Email_Changed_NowInputs) => LocalizedString;
export const mail_email_changed_not_you: (inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString;
export const mail_password_changed_subject: (inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString;
export const mail_password_changed_reset: (inputs: Mail_Password_Changed_ResetInputs) => LocalizedString;
export const mail_password_changed_not_you: (inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString;
export const mail_greeting_named: (inputs: Mail_Greeting_NamedInputs) => LocalizedString;
export const mail_greeting: (inputs: Mail_GreetingInputs) => LocalizedString;
export const mail_sms: (inputs: Mail_SmsInputs) => LocalizedString;
export const mail_items: (inputs: Mail_ItemsInputs) => LocalizedString;
export const mail_items_line: (inputs: Mail_Items_LineInputs) => LocalizedString;
export const mail_questions: (inputs: Mail_QuestionsInputs) => LocalizedString;
export const mail_questions_line: (inputs: Mail_Questions_LineInputs) => LocalizedString;
export const mail_your_account: (inputs: Mail_Your_AccountInputs) => LocalizedString;
export const mail_card_ending: (inputs: Mail_Card_EndingInputs) => LocalizedString;
export const mail_card_generic: (inputs: Mail_Card_GenericInputs) => LocalizedString;
export const mail_card_on_file: (inputs: Mail_Card_On_FileInputs) => LocalizedString;
export const mail_charged_to: (inputs: Mail_Charged_ToInputs) => LocalizedString;
export const mail_window_morning: (inputs: Mail_Window_MorningInputs) => LocalizedString;
export const mail_window_afternoon: (inputs: Mail_Window_AfternoonInputs) => LocalizedString;
export const mail_window_evening: (inputs: Mail_Window_EveningInputs) => LocalizedString;
export const mail_window_anytime: (inputs: Mail_Window_AnytimeInputs) => LocalizedString;
export const mail_window_pickup: (inputs: Mail_Window_PickupInputs) => LocalizedString;
export const mail_window_range: (inputs: Mail_Window_RangeInputs) => LocalizedString;
export const mail_visit_when: (inputs: Mail_Visit_WhenInputs) => LocalizedString;
export const mail_day_with_weekday: (inputs: Mail_Day_With_WeekdayInputs) => LocalizedString;
export const mail_warehouse_name: (inputs: Mail_Warehouse_NameInputs) => LocalizedString;
export const mail_pickup_sentence: (inputs: Mail_Pickup_SentenceInputs) => LocalizedString;
export const mail_pickup_bring: (inputs: Mail_Pickup_BringInputs) => LocalizedString;
export const mail_noun_delivery: (inputs: Mail_Noun_DeliveryInputs) => LocalizedString;
export const mail_noun_delivery_the: (inputs: Mail_Noun_Delivery_TheInputs) => LocalizedString;
export const mail_noun_delivery_label: (inputs: Mail_Noun_Delivery_LabelInputs) => LocalizedString;
export const mail_noun_pickup: (inputs: Mail_Noun_PickupInputs) => LocalizedString;
export const mail_noun_pickup_the: (inputs: Mail_Noun_Pickup_TheInputs) => LocalizedString;
export const mail_noun_pickup_label: (inputs: Mail_Noun_Pickup_LabelInputs) => LocalizedString;
export const mail_noun_warehouse_pickup: (inputs: Mail_Noun_Warehouse_PickupInputs) => LocalizedString;
export const mail_noun_warehouse_pickup_the: (inputs: Mail_Noun_Warehouse_Pickup_TheInputs) => LocalizedString;
export const mail_noun_warehouse_pickup_label: (inputs: Mail_Noun_Warehouse_Pickup_LabelInputs) => LocalizedString;
export const mail_noun_swap_visit: (inputs: Mail_Noun_Swap_VisitInputs) => LocalizedString;
export const mail_noun_swap_visit_the: (inputs: Mail_Noun_Swap_Visit_TheInputs) => LocalizedString;
export const mail_noun_swap_visit_label: (inputs: Mail_Noun_Swap_Visit_LabelInputs) => LocalizedString;
export const mail_noun_move_pickup: (inputs: Mail_Noun_Move_PickupInputs) => LocalizedString;
export const mail_noun_move_pickup_the: (inputs: Mail_Noun_Move_Pickup_TheInputs) => LocalizedString;
export const mail_noun_move_pickup_label: (inputs: Mail_Noun_Move_Pickup_LabelInputs) => LocalizedString;
export const mail_noun_move_delivery: (inputs: Mail_Noun_Move_DeliveryInputs) => LocalizedString;
export const mail_noun_move_delivery_the: (inputs: Mail_Noun_Move_Delivery_TheInputs) => LocalizedString;
export const mail_noun_move_delivery_label: (inputs: Mail_Noun_Move_Delivery_LabelInputs) => LocalizedString;
export const mail_noun_swap: (inputs: Mail_Noun_SwapInputs) => LocalizedString;
export const mail_noun_swap_the: (inputs: Mail_Noun_Swap_TheInputs) => LocalizedString;
export const mail_noun_move: (inputs: Mail_Noun_MoveInputs) => LocalizedString;
export const mail_noun_move_the: (inputs: Mail_Noun_Move_TheInputs) => LocalizedString;
export const mail_row_items: (inputs: Mail_Row_ItemsInputs) => LocalizedString;
export const mail_row_return_fee: (inputs: Mail_Row_Return_FeeInputs) => LocalizedString;
export const mail_row_swap: (inputs: Mail_Row_SwapInputs) => LocalizedString;
export const mail_row_move: (inputs: Mail_Row_MoveInputs) => LocalizedString;
export const mail_row_buyout: (inputs: Mail_Row_BuyoutInputs) => LocalizedString;
export const mail_row_swatches: (inputs: Mail_Row_SwatchesInputs) => LocalizedString;
export const mail_row_subtotal: (inputs: Mail_Row_SubtotalInputs) => LocalizedString;
export const mail_row_visit_fee: (inputs: Mail_Row_Visit_FeeInputs) => LocalizedString;
export const mail_row_move_fee: (inputs: Mail_Row_Move_FeeInputs) => LocalizedString;
export const mail_row_delivery: (inputs: Mail_Row_DeliveryInputs) => LocalizedString;
export const mail_row_assembly: (inputs: Mail_Row_AssemblyInputs) => LocalizedString;
export const mail_row_discount: (inputs: Mail_Row_DiscountInputs) => LocalizedString;
export const mail_row_total: (inputs: Mail_Row_TotalInputs) => LocalizedString;
export const mail_row_credit_used: (inputs: Mail_Row_Credit_UsedInputs) => LocalizedString;
export const mail_row_refunded: (inputs: Mail_Row_RefundedInputs) => LocalizedString;
export const mail_row_tip: (inputs: Mail_Row_TipInputs) => LocalizedString;
export const mail_row_paid: (inputs: Mail_Row_PaidInputs) => LocalizedString;
export const mail_row_due_now: (inputs: Mail_Row_Due_NowInputs) => LocalizedString;
export const mail_row_bill_line: (inputs: Mail_Row_Bill_LineInputs) => LocalizedString;
export const mail_row_bill_line_care: (inputs: Mail_Row_Bill_Line_CareInputs) => LocalizedString;
export const mail_fact_address: (inputs: Mail_Fact_AddressInputs) => LocalizedString;
export const mail_fact_moving_to: (inputs: Mail_Fact_Moving_ToInputs) => LocalizedString;
export const mail_fact_order_number: (inputs: Mail_Fact_Order_NumberInputs) => LocalizedString;
export const mail_fact_return_number: (inputs: Mail_Fact_Return_NumberInputs) => LocalizedString;
export const mail_fact_pick_up_at: (inputs: Mail_Fact_Pick_Up_AtInputs) => LocalizedString;
export const mail_fact_when: (inputs: Mail_Fact_WhenInputs) => LocalizedString;
export const mail_fact_picked_up: (inputs: Mail_Fact_Picked_UpInputs) => LocalizedString;
export const mail_fact_delivered: (inputs: Mail_Fact_DeliveredInputs) => LocalizedString;
export const mail_fact_bill_date: (inputs: Mail_Fact_Bill_DateInputs) => LocalizedString;
export const mail_link_receipt: (inputs: Mail_Link_ReceiptInputs) => LocalizedString;
export const mail_link_visits: (inputs: Mail_Link_VisitsInputs) => LocalizedString;
export const mail_link_see_visit: (inputs: Mail_Link_See_VisitInputs) => LocalizedString;
export const mail_link_follow_crew: (inputs: Mail_Link_Follow_CrewInputs) => LocalizedString;
export const mail_link_review: (inputs: Mail_Link_ReviewInputs) => LocalizedString;
export const mail_link_tip: (inputs: Mail_Link_TipInputs) => LocalizedString;
export const mail_link_pay: (inputs: Mail_Link_PayInputs) => LocalizedString;
export const mail_link_receipts: (inputs: Mail_Link_ReceiptsInputs) => LocalizedString;
export const mail_email_day_before: (inputs: Mail_Email_Day_BeforeInputs) => LocalizedString;
export const mail_return_subject: (inputs: Mail_Return_SubjectInputs) => LocalizedString;
export const mail_return_preview_day: (inputs: Mail_Return_Preview_DayInputs) => LocalizedString;
export const mail_return_preview: (inputs: Mail_Return_PreviewInputs) => LocalizedString;
export const mail_return_heading: (inputs: Mail_Return_HeadingInputs) => LocalizedString;
export const mail_return_booked: (inputs: Mail_Return_BookedInputs) => LocalizedString;
export const mail_return_fee_later: (inputs: Mail_Return_Fee_LaterInputs) => LocalizedString;
export const mail_return_free: (inputs: Mail_Return_FreeInputs) => LocalizedString;
export const mail_return_sms: (inputs: Mail_Return_SmsInputs) => LocalizedString;
export const mail_return_sms_day: (inputs: Mail_Return_Sms_DayInputs) => LocalizedString;
export const mail_swap_subject: (inputs: Mail_Swap_SubjectInputs) => LocalizedString;
export const mail_swap_preview: (inputs: Mail_Swap_PreviewInputs) => LocalizedString;
export const mail_swap_preview_no_day: (inputs: Mail_Swap_Preview_No_DayInputs) => LocalizedString;
export const mail_swap_heading: (inputs: Mail_Swap_HeadingInputs) => LocalizedString;
export const mail_swap_booked: (inputs: Mail_Swap_BookedInputs) => LocalizedString;
export const mail_swap_sms: (inputs: Mail_Swap_SmsInputs) => LocalizedString;
export const mail_move_subject: (inputs: Mail_Move_SubjectInputs) => LocalizedString;
export const mail_charged_preview: (inputs: Mail_Charged_PreviewInputs) => LocalizedString;
export const mail_move_heading: (inputs: Mail_Move_HeadingInputs) => LocalizedString;
export const mail_move_booked: (inputs: Mail_Move_BookedInputs) => LocalizedString;
export const mail_move_booked_visits: (inputs: Mail_Move_Booked_VisitsInputs) => LocalizedString;
export const mail_move_sms: (inputs: Mail_Move_SmsInputs) => LocalizedString;
export const mail_buyout_subject: (inputs: Mail_Buyout_SubjectInputs) => LocalizedString;
export const mail_buyout_preview: (inputs: Mail_Buyout_PreviewInputs) => LocalizedString;
export const mail_buyout_heading: (inputs: Mail_Buyout_HeadingInputs) => LocalizedString;
export const mail_buyout_paid: (inputs: Mail_Buyout_PaidInputs) => LocalizedString;
export const mail_buyout_sms: (inputs: Mail_Buyout_SmsInputs) => LocalizedString;
export const mail_order_subject: (inputs: Mail_Order_SubjectInputs) => LocalizedString;
export const mail_order_subject_partner: (inputs: Mail_Order_Subject_PartnerInputs) => LocalizedString;
export const mail_order_preview_pickup: (inputs: Mail_Order_Preview_PickupInputs) => LocalizedString;
export const mail_order_preview_delivery: (inputs: Mail_Order_Preview_DeliveryInputs) => LocalizedString;
export const mail_order_preview: (inputs: Mail_Order_PreviewInputs) => LocalizedString;
export const mail_order_heading: (inputs: Mail_Order_HeadingInputs) => LocalizedString;
export const mail_order_heading_partner: (inputs: Mail_Order_Heading_PartnerInputs) => LocalizedString;
export const mail_order_placed: (inputs: Mail_Order_PlacedInputs) => LocalizedString;
export const mail_order_placed_partner: (inputs: Mail_Order_Placed_PartnerInputs) => LocalizedString;
export const mail_order_sms: (inputs: Mail_Order_SmsInputs) => LocalizedString;
export const mail_order_sms_pickup: (inputs: Mail_Order_Sms_PickupInputs) => LocalizedString;
export const mail_order_sms_delivery: (inputs: Mail_Order_Sms_DeliveryInputs) => LocalizedString;
export const mail_reminder_subject: (inputs: Mail_Reminder_SubjectInputs) => LocalizedString;
export const mail_reminder_heading: (inputs: Mail_Reminder_HeadingInputs) => LocalizedString;
export const mail_reminder_warehouse: (inputs: Mail_Reminder_WarehouseInputs) => LocalizedString;
export const mail_reminder_pickup: (inputs: Mail_Reminder_PickupInputs) => LocalizedString;
export const mail_reminder_delivery: (inputs: Mail_Reminder_DeliveryInputs) => LocalizedString;
export const mail_reminder_follow: (inputs: Mail_Reminder_FollowInputs) => LocalizedString;
export const mail_reminder_sms: (inputs: Mail_Reminder_SmsInputs) => LocalizedString;
export const mail_picked_up_subject: (inputs: Mail_Picked_Up_SubjectInputs) => LocalizedString;
export const mail_picked_up_preview: (inputs: Mail_Picked_Up_PreviewInputs) => LocalizedString;
export const mail_picked_up_heading: (inputs: Mail_Picked_Up_HeadingInputs) => LocalizedString;
export const mail_picked_up_thanks: (inputs: Mail_Picked_Up_ThanksInputs) => LocalizedString;
export const mail_picked_up_sms: (inputs: Mail_Picked_Up_SmsInputs) => LocalizedString;
export const mail_delivered_subject: (inputs: Mail_Delivered_SubjectInputs) => LocalizedString;
export const mail_delivered_preview: (inputs: Mail_Delivered_PreviewInputs) => LocalizedString;
export const mail_delivered_heading: (inputs: Mail_Delivered_HeadingInputs) => LocalizedString;
export const mail_delivered_done: (inputs: Mail_Delivered_DoneInputs) => LocalizedString;
export const mail_delivered_tip: (inputs: Mail_Delivered_TipInputs) => LocalizedString;
export const mail_delivered_sms: (inputs: Mail_Delivered_SmsInputs) => LocalizedString;
export const mail_cancelled_subject: (inputs: Mail_Cancelled_SubjectInputs) => LocalizedString;
export const mail_cancelled_preview_refund: (inputs: Mail_Cancelled_Preview_RefundInputs) => LocalizedString;
export const mail_cancelled_preview: (inputs: Mail_Cancelled_PreviewInputs) => LocalizedString;
export const mail_cancelled_heading: (inputs: Mail_Cancelled_HeadingInputs) => LocalizedString;
export const mail_cancelled_as_asked: (inputs: Mail_Cancelled_As_AskedInputs) => LocalizedString;
export const mail_cancelled_refunded: (inputs: Mail_Cancelled_RefundedInputs) => LocalizedString;
export const mail_cancelled_nothing: (inputs: Mail_Cancelled_NothingInputs) => LocalizedString;
export const mail_cancelled_items_stay: (inputs: Mail_Cancelled_Items_StayInputs) => LocalizedString;
export const mail_cancelled_sms: (inputs: Mail_Cancelled_SmsInputs) => LocalizedString;
export const mail_cancelled_sms_refund: (inputs: Mail_Cancelled_Sms_RefundInputs) => LocalizedString;
export const mail_tip_subject: (inputs: Mail_Tip_SubjectInputs) => LocalizedString;
export const mail_tip_preview: (inputs: Mail_Tip_PreviewInputs) => LocalizedString;
export const mail_tip_heading: (inputs: Mail_Tip_HeadingInputs) => LocalizedString;
export const mail_tip_all_crew: (inputs: Mail_Tip_All_CrewInputs) => LocalizedString;
export const mail_tip_sms: (inputs: Mail_Tip_SmsInputs) => LocalizedString;
export const mail_declined_subject: (inputs: Mail_Declined_SubjectInputs) => LocalizedString;
export const mail_declined_preview: (inputs: Mail_Declined_PreviewInputs) => LocalizedString;
export const mail_declined_heading: (inputs: Mail_Declined_HeadingInputs) => LocalizedString;
export const mail_declined_card: (inputs: Mail_Declined_CardInputs) => LocalizedString;
export const mail_declined_pay: (inputs: Mail_Declined_PayInputs) => LocalizedString;
export const mail_declined_sms: (inputs: Mail_Declined_SmsInputs) => LocalizedString;
export const mail_bill_subject: (inputs: Mail_Bill_SubjectInputs) => LocalizedString;
export const mail_bill_preview: (inputs: Mail_Bill_PreviewInputs) => LocalizedString;
export const mail_bill_heading: (inputs: Mail_Bill_HeadingInputs) => LocalizedString;
export const mail_bill_thanks: (inputs: Mail_Bill_ThanksInputs) => LocalizedString;
export const mail_bill_sms: (inputs: Mail_Bill_SmsInputs) => LocalizedString;
export const mail_overdue_subject: (inputs: Mail_Overdue_SubjectInputs) => LocalizedString;
export const mail_overdue_preview: (inputs: Mail_Overdue_PreviewInputs) => LocalizedString;
export const mail_overdue_heading: (inputs: Mail_Overdue_HeadingInputs) => LocalizedString;
export const mail_overdue_received: (inputs: Mail_Overdue_ReceivedInputs) => LocalizedString;
export const mail_overdue_sms: (inputs: Mail_Overdue_SmsInputs) => LocalizedString;
export const mail_fee_declined_subject: (inputs: Mail_Fee_Declined_SubjectInputs) => LocalizedString;
export const mail_fee_declined_preview: (inputs: Mail_Fee_Declined_PreviewInputs) => LocalizedString;
export const mail_fee_declined_heading: (inputs: Mail_Fee_Declined_HeadingInputs) => LocalizedString;
export const mail_fee_declined_picked: (inputs: Mail_Fee_Declined_PickedInputs) => LocalizedString;
export const mail_fee_declined_sms: (inputs: Mail_Fee_Declined_SmsInputs) => LocalizedString;
export const mail_fee_subject: (inputs: Mail_Fee_SubjectInputs) => LocalizedString;
export const mail_fee_preview: (inputs: Mail_Fee_PreviewInputs) => LocalizedString;
export const mail_fee_heading: (inputs: Mail_Fee_HeadingInputs) => LocalizedString;
export const mail_fee_charged: (inputs: Mail_Fee_ChargedInputs) => LocalizedString;
export const mail_fee_sms: (inputs: Mail_Fee_SmsInputs) => LocalizedString;
export const mail_postal_address: (inputs: Mail_Postal_AddressInputs) => LocalizedString;
export const mail_feed_out_subject_delivery: (inputs: Mail_Feed_Out_Subject_DeliveryInputs) => LocalizedString;
export const mail_feed_out_subject_pickup: (inputs: Mail_Feed_Out_Subject_PickupInputs) => LocalizedString;
export const mail_feed_nearby_subject: (inputs: Mail_Feed_Nearby_SubjectInputs) => LocalizedString;
export const mail_feed_out_text_delivery: (inputs: Mail_Feed_Out_Text_DeliveryInputs) => LocalizedString;
export const mail_feed_out_text_pickup: (inputs: Mail_Feed_Out_Text_PickupInputs) => LocalizedString;
export const mail_feed_nearby_text: (inputs: Mail_Feed_Nearby_TextInputs) => LocalizedString;
export const mail_sms_code: (inputs: Mail_Sms_CodeInputs) => LocalizedString;
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
export type Errors_Delivery_Choose_DayInputs = {};
export type Errors_Pickup_Choose_DayInputs = {};
export type Errors_Delivery_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Pickup_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Sale_Pickup_WithinInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Delivery_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Pickup_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Delivery_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Pickup_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Sale_Choose_PickupInputs = {};
export type Errors_Delivery_Choose_TimeInputs = {
    windows: NonNullable<unknown>;
};
export type Errors_Pickup_Choose_TimeInputs = {
    windows: NonNullable<unknown>;
};
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
