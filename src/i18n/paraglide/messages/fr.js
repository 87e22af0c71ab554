/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_Language_NameInputs */
/** @typedef {{}} Shell_Language_Switch_LabelInputs */
/** @typedef {{}} Shell_Language_Switch_HintInputs */
/** @typedef {{}} Shell_Cart_Label_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_LabelInputs */
/** @typedef {{}} Shell_Footer_ShopInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_FaqInputs */
/** @typedef {{}} Shell_Footer_ContactInputs */
/** @typedef {{}} Shell_Footer_SwatchesInputs */
/** @typedef {{}} Shell_Footer_Cover_KitInputs */
/** @typedef {{}} Shell_Footer_CompanyInputs */
/** @typedef {{}} Shell_Footer_Our_ApproachInputs */
/** @typedef {{}} Shell_Footer_AgreementsInputs */
/** @typedef {{}} Shell_Footer_CareersInputs */
/** @typedef {{}} Shell_Footer_External_SiteInputs */
/** @typedef {{}} Shell_Footer_Your_AccountInputs */
/** @typedef {{}} Shell_Footer_My_AccountInputs */
/** @typedef {{}} Shell_Footer_Create_AccountInputs */
/** @typedef {{}} Shell_Footer_Sign_InInputs */
/** @typedef {{}} Shell_Footer_PoliciesInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Footer_Liquidation_PolicyInputs */
/** @typedef {{}} Shell_Footer_CopyrightInputs */
/** @typedef {{}} Shell_Footer_SocialInputs */
/** @typedef {{}} Shell_Footer_LanguageInputs */
/** @typedef {{}} Shell_Header_HomeInputs */
/** @typedef {{}} Shell_Menu_TitleInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_MainInputs */
/** @typedef {{}} Shell_Menu_My_AccountInputs */
/** @typedef {{}} Shell_Menu_Sign_InInputs */
/** @typedef {{}} Shell_Menu_FaqInputs */
/** @typedef {{}} Shell_Menu_ContactInputs */
/** @typedef {{}} Shell_Menu_Sign_OutInputs */
/** @typedef {{}} Shell_Menu_BackInputs */
/** @typedef {{ category: NonNullable<unknown> }} Shell_Menu_AllInputs */
/** @typedef {{}} Shell_Sale_BadgeInputs */
/** @typedef {{}} Shell_BrandInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Account_GreetingInputs */
/** @typedef {{}} Shell_Account_My_AccountInputs */
/** @typedef {{}} Shell_Account_Sign_InInputs */
/** @typedef {{}} Shell_Cart_Popup_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_Not_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_ClearedInputs */
/** @typedef {{}} Shell_Cart_Popup_Cleared_TextInputs */
/** @typedef {{}} Shell_Cart_Popup_Add_ErrorInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Cart_Popup_ItemInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_Popup_CountInputs */
/** @typedef {{}} Shell_Cart_Popup_View_CartInputs */
/** @typedef {{}} Shell_Cart_Popup_CheckoutInputs */
/** @typedef {{}} Shell_Category_Menu_LabelInputs */
/** @typedef {{}} Shell_Liquidation_TitleInputs */
/** @typedef {{}} Shell_Liquidation_PickupInputs */
/** @typedef {{}} Shell_Liquidation_Policy_LinkInputs */
/** @typedef {{}} Shell_Location_TitleInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Pinned_CityInputs */
/** @typedef {{}} Shell_Location_PinnedInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Shop_FromInputs */
/** @typedef {{}} Shell_Location_ContinueInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_Pinned_Prices_CityInputs */
/** @typedef {{}} Shell_Location_Pinned_Prices_DefaultInputs */
/** @typedef {{}} Shell_Location_DescriptionInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_CurrentInputs */
/** @typedef {{}} Shell_Location_Select_CityInputs */
/** @typedef {{}} Shell_Location_ButtonInputs */
/** @typedef {{}} Shell_Not_Found_TitleInputs */
/** @typedef {{}} Shell_Not_Found_Page_TitleInputs */
/** @typedef {{}} Shell_Not_Found_TextInputs */
/** @typedef {{}} Shell_Not_Found_RoomsInputs */
/** @typedef {{}} Shell_Home_LinkInputs */
/** @typedef {{}} Shell_Promo_SaleInputs */
/** @typedef {{}} Shell_Promo_Made_In_CanadaInputs */
/** @typedef {{}} Shell_Promo_Own_CrewInputs */
/** @typedef {{}} Shell_Billing_AlertInputs */
/** @typedef {{}} Shell_Quick_Links_LabelInputs */
/** @typedef {{}} Shell_Quick_SofasInputs */
/** @typedef {{}} Shell_Quick_SectionalsInputs */
/** @typedef {{}} Shell_Quick_Lounge_ChairsInputs */
/** @typedef {{}} Shell_Quick_LoveseatsInputs */
/** @typedef {{}} Shell_Quick_Coffee_TablesInputs */
/** @typedef {{}} Shell_Quick_End_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_ChairsInputs */
/** @typedef {{}} Shell_Quick_BedsInputs */
/** @typedef {{}} Shell_SearchInputs */
/** @typedef {{}} Shell_Search_CloseInputs */
/** @typedef {{}} Shell_Search_HintInputs */
/** @typedef {{}} Shell_Error_TitleInputs */
/** @typedef {{}} Shell_Error_TextInputs */
/** @typedef {{}} Shell_Error_Text_UnreportedInputs */
/** @typedef {{}} Shell_Error_RetryInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_BackInputs */
/** @typedef {{}} Shell_Back_AddressInputs */
/** @typedef {{}} Shell_Back_My_ProductsInputs */
/** @typedef {{}} Shell_Back_My_AccountInputs */
/** @typedef {{}} Shell_Unsupported_Page_TitleInputs */
/** @typedef {{}} Shell_Unsupported_HeadingInputs */
/** @typedef {{}} Shell_Unsupported_TextInputs */
/** @typedef {{}} Shell_Unsupported_FeaturesInputs */
/** @typedef {{}} Shell_Unsupported_PhoneInputs */
/** @typedef {{}} Shell_Version_TitleInputs */
/** @typedef {{}} Shell_Version_ReleaseInputs */
/** @typedef {{}} Shell_Province_AbInputs */
/** @typedef {{}} Shell_Province_BcInputs */
/** @typedef {{}} Shell_Province_MbInputs */
/** @typedef {{}} Shell_Province_NbInputs */
/** @typedef {{}} Shell_Province_NlInputs */
/** @typedef {{}} Shell_Province_NsInputs */
/** @typedef {{}} Shell_Province_NtInputs */
/** @typedef {{}} Shell_Province_NuInputs */
/** @typedef {{}} Shell_Province_OnInputs */
/** @typedef {{}} Shell_Province_PeInputs */
/** @typedef {{}} Shell_Province_QcInputs */
/** @typedef {{}} Shell_Province_SkInputs */
/** @typedef {{}} Shell_Province_YtInputs */
/** @typedef {{}} Ui_CloseInputs */
/** @typedef {{}} Ui_DismissInputs */
/** @typedef {{}} Ui_NotificationsInputs */
/** @typedef {{}} Ui_NotificationInputs */
/** @typedef {{}} Ui_LoadingInputs */
/** @typedef {{}} Ui_Loading_WaitInputs */
/** @typedef {{}} Ui_On_This_PageInputs */
/** @typedef {{}} Ui_BreadcrumbInputs */
/** @typedef {{}} Ui_PagesInputs */
/** @typedef {{}} Ui_Previous_PageInputs */
/** @typedef {{}} Ui_PreviousInputs */
/** @typedef {{}} Ui_Next_PageInputs */
/** @typedef {{}} Ui_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Ui_Page_NumberInputs */
/** @typedef {{}} Ui_Try_AgainInputs */
/** @typedef {{}} Ui_Previous_ImageInputs */
/** @typedef {{}} Ui_Next_ImageInputs */
/** @typedef {{}} Ui_Password_ShowInputs */
/** @typedef {{}} Ui_Password_HideInputs */
/** @typedef {{}} Ui_Password_SubjectInputs */
/** @typedef {{}} Ui_Final_SaleInputs */
/** @typedef {{}} Ui_Or_FromInputs */
/** @typedef {{}} Ui_Gallery_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Gallery_Full_ScreenInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, name: NonNullable<unknown> }} Ui_Gallery_PictureInputs */
/** @typedef {{}} Ui_Promo_PlayInputs */
/** @typedef {{}} Ui_Promo_PauseInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Ui_RatingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_StarsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_ReviewsInputs */
/** @typedef {{}} Ui_Search_LabelInputs */
/** @typedef {{}} Ui_Search_PlaceholderInputs */
/** @typedef {{}} Ui_Search_SubmitInputs */
/** @typedef {{}} Ui_UnavailableInputs */
/** @typedef {{}} Ui_Address_LabelInputs */
/** @typedef {{}} Ui_Address_First_NameInputs */
/** @typedef {{}} Ui_Address_Last_NameInputs */
/** @typedef {{}} Ui_Address_PhoneInputs */
/** @typedef {{}} Ui_Address_Phone_HintInputs */
/** @typedef {{}} Ui_Address_StreetInputs */
/** @typedef {{}} Ui_Address_UnitInputs */
/** @typedef {{}} Ui_Address_CityInputs */
/** @typedef {{}} Ui_Address_ProvinceInputs */
/** @typedef {{}} Ui_Address_Province_PlaceholderInputs */
/** @typedef {{}} Ui_Address_Postal_CodeInputs */
/** @typedef {{}} Ui_Address_Postal_Code_HintInputs */
/** @typedef {{}} Ui_Address_Building_TypeInputs */
/** @typedef {{}} Ui_Address_Choose_OneInputs */
/** @typedef {{}} Ui_Address_HouseInputs */
/** @typedef {{}} Ui_Address_ApartmentInputs */
/** @typedef {{}} Ui_Address_CondoInputs */
/** @typedef {{}} Ui_Address_TownhouseInputs */
/** @typedef {{}} Ui_Address_OfficeInputs */
/** @typedef {{}} Ui_Address_FloorInputs */
/** @typedef {{}} Ui_Address_BuzzerInputs */
/** @typedef {{}} Ui_Address_Receiving_HoursInputs */
/** @typedef {{}} Ui_Address_Receiving_Hours_HintInputs */
/** @typedef {{}} Ui_Address_ElevatorInputs */
/** @typedef {{}} Ui_Address_Dock_DoorInputs */
/** @typedef {{}} Ui_Address_PrimaryInputs */
/** @typedef {{}} Ui_Address_InstructionsInputs */
/** @typedef {{}} Ui_Address_SavingInputs */
/** @typedef {{}} Ui_Card_ProcessorInputs */
/** @typedef {{}} Ui_Card_NameInputs */
/** @typedef {{}} Ui_Card_NumberInputs */
/** @typedef {{}} Ui_Card_ExpiryInputs */
/** @typedef {{}} Ui_Card_Expiry_PlaceholderInputs */
/** @typedef {{}} Ui_Card_Security_CodeInputs */
/** @typedef {{}} Cart_CheckoutInputs */
/** @typedef {{}} Cart_Blocked_No_CityInputs */
/** @typedef {{}} Cart_Blocked_UpdatingInputs */
/** @typedef {{}} Cart_Blocked_FailedInputs */
/** @typedef {{}} Cart_Blocked_Line_ErrorsInputs */
/** @typedef {{}} Cart_Page_TitleInputs */
/** @typedef {{}} Cart_DismissInputs */
/** @typedef {{}} Cart_Discarded_NoticeInputs */
/** @typedef {{}} Cart_Liquidation_PurchaseInputs */
/** @typedef {{}} Cart_City_Reason_CartInputs */
/** @typedef {{}} Cart_Empty_TitleInputs */
/** @typedef {{}} Cart_Browse_FurnitureInputs */
/** @typedef {{}} Cart_Empty_TextInputs */
/** @typedef {{}} Cart_Add_AssemblyInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Assembly_Hint_PriceInputs */
/** @typedef {{}} Cart_Assembly_HintInputs */
/** @typedef {{}} Cart_Updating_PricesInputs */
/** @typedef {{}} Cart_Quote_Failed_CartInputs */
/** @typedef {{}} Cart_Quote_ErrorInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Delivery_ChosenInputs */
/** @typedef {{}} Cart_Share_CartInputs */
/** @typedef {{}} Cart_Empty_CartInputs */
/** @typedef {{}} Cart_Lines_LabelInputs */
/** @typedef {{ option: NonNullable<unknown>, value: NonNullable<unknown> }} Cart_Line_OptionInputs */
/** @typedef {{}} Cart_Pivotcare_LabelInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Pivotcare_Label_PriceInputs */
/** @typedef {{}} Cart_Pivotcare_HintInputs */
/** @typedef {{}} Cart_Line_Final_SaleInputs */
/** @typedef {{}} Cart_QuantityInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Cart_Quantity_CountInputs */
/** @typedef {{}} Cart_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Remove_LineInputs */
/** @typedef {{}} Cart_Way_SubscriptionInputs */
/** @typedef {{}} Cart_Way_FinancingInputs */
/** @typedef {{}} Cart_Way_RentalInputs */
/** @typedef {{}} Cart_Way_BuyInputs */
/** @typedef {{}} Cart_Way_Final_Sale_MonthlyInputs */
/** @typedef {{}} Cart_Way_Final_SaleInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MinimumInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MonthsInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown>, total: NonNullable<unknown> }} Cart_Terms_FinancingInputs */
/** @typedef {{ payments: NonNullable<unknown> }} Cart_Terms_SubscriptionInputs */
/** @typedef {{}} Cart_Terms_RentalInputs */
/** @typedef {{}} Cart_Summary_TitleInputs */
/** @typedef {{}} Cart_Due_TodayInputs */
/** @typedef {{}} Cart_Then_MonthlyInputs */
/** @typedef {{}} Cart_Row_PurchasesInputs */
/** @typedef {{}} Cart_Row_First_MonthInputs */
/** @typedef {{}} Cart_Row_PickupInputs */
/** @typedef {{}} Cart_Row_FreeInputs */
/** @typedef {{}} Cart_Row_DeliveryInputs */
/** @typedef {{}} Cart_Row_AssemblyInputs */
/** @typedef {{}} Cart_Row_Account_CreditInputs */
/** @typedef {{}} Cart_Row_Total_TodayInputs */
/** @typedef {{}} Cart_Row_Monthly_ItemsInputs */
/** @typedef {{}} Cart_Row_Each_MonthInputs */
/** @typedef {{}} Cart_Tax_GstInputs */
/** @typedef {{}} Cart_Tax_HstInputs */
/** @typedef {{}} Cart_Tax_QstInputs */
/** @typedef {{}} Cart_Tax_PstInputs */
/** @typedef {{}} Cart_Tax_RstInputs */
/** @typedef {{ tax: NonNullable<unknown>, percent: NonNullable<unknown> }} Cart_Tax_RateInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Pickup_NoteInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Cart_Estimated_DeliveryInputs */
/** @typedef {{}} Cart_Final_Sale_TitleInputs */
/** @typedef {{}} Cart_Final_Sale_TextInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Sale_Notice_OneInputs */
/** @typedef {{ names: NonNullable<unknown> }} Cart_Sale_Notice_OtherInputs */
/** @typedef {{}} Cart_Sale_Notice_An_ItemInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Cart_List_AndInputs */
/** @typedef {{}} Cart_Error_TitleInputs */
/** @typedef {{}} Cart_Error_NetworkInputs */
/** @typedef {{}} Cart_Error_GeneralInputs */
/** @typedef {{}} Cart_Try_AgainInputs */
/** @typedef {{}} Cart_Home_PageInputs */
/** @typedef {{ place: NonNullable<unknown> }} Cart_City_FixedInputs */
/** @typedef {{}} Cart_Your_CityInputs */
/** @typedef {{}} Cart_Your_City_HintInputs */
/** @typedef {{}} Cart_Choose_LocationInputs */
/** @typedef {{}} Cart_Select_CityInputs */
/** @typedef {{}} Cart_Loading_CitiesInputs */
/** @typedef {{}} Cart_Cities_FailedInputs */
/** @typedef {{}} Cart_PackagesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Package_PicturesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Pieces_HeadingInputs */
/** @typedef {{}} Cart_Package_Lines_LabelInputs */
/** @typedef {{}} Cart_Package_Missing_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Missing_OtherInputs */
/** @typedef {{}} Cart_Quote_Failed_PackageInputs */
/** @typedef {{}} Cart_Add_PackageInputs */
/** @typedef {{}} Cart_Packages_IntroInputs */
/** @typedef {{}} Cart_Packages_None_TitleInputs */
/** @typedef {{}} Cart_Packages_None_TextInputs */
/** @typedef {{}} Cart_Packages_AllInputs */
/** @typedef {{ count: NonNullable<unknown>, description: NonNullable<unknown> }} Cart_Package_Tile_NoteInputs */
/** @typedef {{}} Cart_Share_TitleInputs */
/** @typedef {{}} Cart_Share_City_ReasonInputs */
/** @typedef {{}} Cart_Share_Empty_TextInputs */
/** @typedef {{}} Cart_Share_IntroInputs */
/** @typedef {{}} Cart_Share_Lines_LabelInputs */
/** @typedef {{}} Cart_Share_Link_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Share_Link_HintInputs */
/** @typedef {{}} Cart_Share_CopyInputs */
/** @typedef {{}} Cart_Share_OpenInputs */
/** @typedef {{}} Cart_Share_CopiedInputs */
/** @typedef {{}} Cart_Share_Copy_FailedInputs */
/** @typedef {{}} Cart_Share_Failed_TitleInputs */
/** @typedef {{}} Cart_Share_FailedInputs */
/** @typedef {{}} Cart_Share_CreateInputs */
/** @typedef {{}} Cart_Back_To_CartInputs */
/** @typedef {{}} Cart_Shared_TitleInputs */
/** @typedef {{}} Cart_Shared_Not_Found_TitleInputs */
/** @typedef {{}} Cart_Shared_ExpiredInputs */
/** @typedef {{}} Cart_Go_To_CartInputs */
/** @typedef {{}} Cart_Shared_Expired_TextInputs */
/** @typedef {{}} Cart_Shared_With_You_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_With_You_OtherInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_ReplaceInputs */
/** @typedef {{ added: NonNullable<unknown>, increased: NonNullable<unknown> }} Cart_Shared_Loaded_IncreasedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_AddedInputs */
/** @typedef {{}} Cart_Shared_CappedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_SkippedInputs */
/** @typedef {{}} Cart_Shared_Add_ErrorInputs */
/** @typedef {{}} Cart_Shared_City_ReasonInputs */
/** @typedef {{}} Cart_Shared_Unavailable_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Unavailable_OtherInputs */
/** @typedef {{}} Cart_Shared_Lines_LabelInputs */
/** @typedef {{}} Cart_Quote_Failed_ItemsInputs */
/** @typedef {{}} Cart_Shared_None_SoldInputs */
/** @typedef {{}} Cart_Add_To_My_CartInputs */
/** @typedef {{}} Cart_Shared_Own_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Own_OtherInputs */
/** @typedef {{}} Cart_Replace_My_CartInputs */
/** @typedef {{}} Cart_Snapshot_No_Longer_SoldInputs */
/** @typedef {{}} Cart_Price_For_CityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Added_NamedInputs */
/** @typedef {{}} Cart_AddedInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Product_PickupInputs */
/** @typedef {{}} Catalog_HomeInputs */
/** @typedef {{}} Catalog_Try_AgainInputs */
/** @typedef {{}} Catalog_Go_HomeInputs */
/** @typedef {{}} Catalog_Back_HomeInputs */
/** @typedef {{}} Catalog_Choose_OneInputs */
/** @typedef {{}} Catalog_Error_TitleInputs */
/** @typedef {{}} Catalog_Error_NetworkInputs */
/** @typedef {{}} Catalog_Error_GenericInputs */
/** @typedef {{}} Catalog_Category_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, page: NonNullable<unknown> }} Catalog_Category_Title_PageInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Category_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_By_TypeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_ProductsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_Empty_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_See_AllInputs */
/** @typedef {{}} Catalog_Category_Empty_TextInputs */
/** @typedef {{ site: NonNullable<unknown> }} Catalog_Home_TitleInputs */
/** @typedef {{}} Catalog_Home_DescriptionInputs */
/** @typedef {{}} Catalog_Home_EyebrowInputs */
/** @typedef {{}} Catalog_Home_Hero_TitleInputs */
/** @typedef {{}} Catalog_Home_Hero_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Home_Hero_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Shop_CategoryInputs */
/** @typedef {{}} Catalog_Order_Free_SwatchesInputs */
/** @typedef {{}} Catalog_Home_FeaturedInputs */
/** @typedef {{}} Catalog_Shop_By_RoomInputs */
/** @typedef {{}} Catalog_Home_GalleryInputs */
/** @typedef {{}} Catalog_Home_Gallery_TextInputs */
/** @typedef {{}} Catalog_Home_Photo_AltInputs */
/** @typedef {{}} Catalog_Your_CityInputs */
/** @typedef {{}} Catalog_Final_SaleInputs */
/** @typedef {{}} Catalog_Way_To_Pay_LabelInputs */
/** @typedef {{}} Catalog_Final_Sale_TextInputs */
/** @typedef {{}} Catalog_Add_To_CartInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Price_Term_MinimumInputs */
/** @typedef {{}} Catalog_Price_OrInputs */
/** @typedef {{}} Catalog_Price_OutrightInputs */
/** @typedef {{}} Catalog_Price_Or_FromInputs */
/** @typedef {{ way: NonNullable<unknown> }} Catalog_Price_WithInputs */
/** @typedef {{}} Catalog_Assembly_Not_OfferedInputs */
/** @typedef {{}} Catalog_Assembly_KitInputs */
/** @typedef {{}} Catalog_Assembly_FeeInputs */
/** @typedef {{}} Catalog_Assembly_FreeInputs */
/** @typedef {{}} Catalog_Facts_OverviewInputs */
/** @typedef {{}} Catalog_Facts_DetailsInputs */
/** @typedef {{}} Catalog_Facts_MaterialsInputs */
/** @typedef {{}} Catalog_Facts_CareInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Facts_AboutInputs */
/** @typedef {{}} Catalog_DimensionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Front_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Side_AltInputs */
/** @typedef {{}} Catalog_MeasurementsInputs */
/** @typedef {{}} Catalog_MeasureInputs */
/** @typedef {{}} Catalog_MetricInputs */
/** @typedef {{}} Catalog_ImperialInputs */
/** @typedef {{}} Catalog_SuggestionsInputs */
/** @typedef {{}} Catalog_FromInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_HeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_See_OtherInputs */
/** @typedef {{}} Catalog_Unavailable_TextInputs */
/** @typedef {{}} Catalog_Listing_ColourInputs */
/** @typedef {{}} Catalog_Listing_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_CountInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Catalog_Listing_ShowingInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Catalog_Listing_Showing_AboutInputs */
/** @typedef {{}} Catalog_Clear_FiltersInputs */
/** @typedef {{}} Catalog_Bestsellers_OnlyInputs */
/** @typedef {{}} Catalog_Listing_Past_EndInputs */
/** @typedef {{}} Catalog_Listing_First_PageInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_Page_CountInputs */
/** @typedef {{}} Catalog_Listing_No_MatchInputs */
/** @typedef {{}} Catalog_Listing_No_Match_TextInputs */
/** @typedef {{}} Catalog_Listing_ProductsInputs */
/** @typedef {{}} Catalog_Sort_ByInputs */
/** @typedef {{}} Catalog_Sort_FeaturedInputs */
/** @typedef {{}} Catalog_Sort_Price_AscInputs */
/** @typedef {{}} Catalog_Sort_Price_DescInputs */
/** @typedef {{}} Catalog_Sort_NameInputs */
/** @typedef {{}} Catalog_Option_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_Unavailable_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_UnavailableInputs */
/** @typedef {{}} Catalog_Learn_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Learn_More_NamedInputs */
/** @typedef {{}} Catalog_ReviewsInputs */
/** @typedef {{}} Catalog_Reviews_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Reviews_CountInputs */
/** @typedef {{}} Catalog_Reviews_ListInputs */
/** @typedef {{}} Catalog_Reviews_A_CustomerInputs */
/** @typedef {{}} Catalog_Reviews_VerifiedInputs */
/** @typedef {{}} Catalog_Reviews_NewerInputs */
/** @typedef {{}} Catalog_Reviews_OlderInputs */
/** @typedef {{ page: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Reviews_PageInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Results_ForInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Head_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_Tag_DescriptionInputs */
/** @typedef {{ query: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_DescriptionInputs */
/** @typedef {{}} Catalog_SearchInputs */
/** @typedef {{}} Catalog_Search_ResultsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Search_Tag_EmptyInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_EmptyInputs */
/** @typedef {{}} Catalog_Search_NoneInputs */
/** @typedef {{}} Catalog_Search_PopularInputs */
/** @typedef {{}} Catalog_Search_RoomsInputs */
/** @typedef {{}} Catalog_Tag_SofasInputs */
/** @typedef {{}} Catalog_Tag_SectionalsInputs */
/** @typedef {{}} Catalog_Tag_Lounge_ChairsInputs */
/** @typedef {{}} Catalog_Tag_LoveseatsInputs */
/** @typedef {{}} Catalog_Tag_Coffee_TablesInputs */
/** @typedef {{}} Catalog_Tag_End_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_ChairsInputs */
/** @typedef {{}} Catalog_Tag_BedsInputs */
/** @typedef {{}} Catalog_Swatches_TitleInputs */
/** @typedef {{}} Catalog_Swatches_DescriptionInputs */
/** @typedef {{}} Catalog_Swatches_BreadcrumbInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Swatches_IntroInputs */
/** @typedef {{}} Catalog_Swatches_FormInputs */
/** @typedef {{}} Catalog_Swatches_WhereInputs */
/** @typedef {{}} Catalog_Swatches_Full_NameInputs */
/** @typedef {{}} Catalog_Swatches_EmailInputs */
/** @typedef {{}} Catalog_Swatches_Email_HintInputs */
/** @typedef {{}} Catalog_Swatches_PhoneInputs */
/** @typedef {{}} Catalog_Swatches_StreetInputs */
/** @typedef {{}} Catalog_Swatches_UnitInputs */
/** @typedef {{}} Catalog_Swatches_CityInputs */
/** @typedef {{}} Catalog_Swatches_ProvinceInputs */
/** @typedef {{}} Catalog_Swatches_Postal_CodeInputs */
/** @typedef {{}} Catalog_Swatches_Postal_HintInputs */
/** @typedef {{}} Catalog_Swatches_CountryInputs */
/** @typedef {{}} Catalog_Swatches_FailedInputs */
/** @typedef {{}} Catalog_Swatches_Failed_TextInputs */
/** @typedef {{}} Catalog_Swatches_SendingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_Order_CountInputs */
/** @typedef {{}} Catalog_Swatches_ChooseInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Catalog_Swatches_ChosenInputs */
/** @typedef {{}} Catalog_Swatches_FullInputs */
/** @typedef {{}} Catalog_Swatches_Other_FabricsInputs */
/** @typedef {{}} Catalog_Swatches_PlacedInputs */
/** @typedef {{}} Catalog_Keep_ShoppingInputs */
/** @typedef {{}} Catalog_Swatches_Order_NumberInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_MailingInputs */
/** @typedef {{}} Catalog_Error_Full_NameInputs */
/** @typedef {{}} Catalog_Error_Full_Name_LongInputs */
/** @typedef {{}} Catalog_Error_EmailInputs */
/** @typedef {{}} Catalog_Error_Email_InvalidInputs */
/** @typedef {{}} Catalog_Error_PhoneInputs */
/** @typedef {{}} Catalog_Error_Phone_InvalidInputs */
/** @typedef {{}} Catalog_Error_StreetInputs */
/** @typedef {{}} Catalog_Error_Street_LongInputs */
/** @typedef {{}} Catalog_Error_Unit_LongInputs */
/** @typedef {{}} Catalog_Error_CityInputs */
/** @typedef {{}} Catalog_Error_City_LongInputs */
/** @typedef {{}} Catalog_Error_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Postal_CodeInputs */
/** @typedef {{}} Catalog_Error_Postal_Code_InvalidInputs */
/** @typedef {{ postal: NonNullable<unknown>, province: NonNullable<unknown> }} Catalog_Error_Postal_Code_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Error_Swatches_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_WeeksInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_DaysInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_WeeksInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Stock_Only_LeftInputs */
/** @typedef {{}} Catalog_Stock_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Catalog_Stock_FromInputs */
/** @typedef {{}} Catalog_Stock_Made_To_OrderInputs */
/** @typedef {{ city: NonNullable<unknown> }} Catalog_Stock_OutInputs */
/** @typedef {{}} Catalog_Dimension_WidthInputs */
/** @typedef {{}} Catalog_Dimension_DepthInputs */
/** @typedef {{}} Catalog_Dimension_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_DepthInputs */
/** @typedef {{}} Catalog_Dimension_Arm_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Arm_WidthInputs */
/** @typedef {{}} Catalog_Dimension_Leg_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Pile_ThicknessInputs */
/** @typedef {{}} Catalog_Dimension_WeightInputs */
/** @typedef {{ value: NonNullable<unknown> }} Catalog_Unit_InchesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_FrontInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_SideInputs */
/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Images_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_CloseInputs */
/** @typedef {{ name: NonNullable<unknown>, maker: NonNullable<unknown> }} Catalog_Head_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown>, color: NonNullable<unknown> }} Catalog_Head_Title_ColorInputs */
/** @typedef {{}} Catalog_Pay_FinanceInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_FinanceInputs */
/** @typedef {{}} Catalog_Pay_SubscribeInputs */
/** @typedef {{}} Catalog_Pay_Subscribe_ShortInputs */
/** @typedef {{}} Catalog_Pay_RentInputs */
/** @typedef {{}} Catalog_Pay_BuyInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_BuyInputs */
/** @typedef {{}} Catalog_Pay_Buy_ClassicInputs */
/** @typedef {{}} Catalog_Pay_Buy_V2Inputs */
/** @typedef {{ title: NonNullable<unknown>, term: NonNullable<unknown> }} Catalog_Pay_Over_TermInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Finance_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Pay_Subscribe_DetailInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Subscribe_MinimumInputs */
/** @typedef {{}} Catalog_Pay_Rent_DetailInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_Buy_DetailInputs */
/** @typedef {{}} Catalog_Pay_Buy_DetailInputs */
/** @typedef {{}} Api_Unreachable_ServersInputs */
/** @typedef {{}} Api_Something_WrongInputs */
/** @typedef {{}} Api_Unreachable_PaymentsInputs */
/** @typedef {{}} Api_Card_Not_CheckedInputs */
/** @typedef {{}} Api_Photo_Sign_In_AgainInputs */
/** @typedef {{}} Api_Photo_Too_BigInputs */
/** @typedef {{}} Api_Photo_Not_UploadedInputs */
/** @typedef {{}} Api_Request_CancelledInputs */
/** @typedef {{}} Api_Unreachable_StoreInputs */
/** @typedef {{}} Api_Store_No_AnswerInputs */
/** @typedef {{}} Api_Store_UnreadableInputs */
/** @typedef {{}} Api_Sign_In_To_ContinueInputs */
/** @typedef {{}} Api_Session_EndedInputs */
/** @typedef {{}} Checkout_TitleInputs */
/** @typedef {{}} Checkout_Steps_LabelInputs */
/** @typedef {{}} Checkout_Step_AddressInputs */
/** @typedef {{}} Checkout_Step_ScheduleInputs */
/** @typedef {{}} Checkout_Step_AgreementInputs */
/** @typedef {{}} Checkout_Step_PaymentInputs */
/** @typedef {{}} Checkout_Step_ReviewInputs */
/** @typedef {{}} Checkout_Step_PickupInputs */
/** @typedef {{}} Checkout_Panel_LabelInputs */
/** @typedef {{}} Checkout_Your_CartInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Checkout_Times_QuantityInputs */
/** @typedef {{}} Checkout_Home_LabelInputs */
/** @typedef {{}} Checkout_BrandInputs */
/** @typedef {{}} Checkout_Back_To_CartInputs */
/** @typedef {{}} Checkout_Cart_Empty_TitleInputs */
/** @typedef {{}} Checkout_Getting_ReadyInputs */
/** @typedef {{}} Checkout_Choose_City_FirstInputs */
/** @typedef {{}} Checkout_Shop_FurnitureInputs */
/** @typedef {{}} Checkout_Go_To_CartInputs */
/** @typedef {{}} Checkout_Cart_Empty_TextInputs */
/** @typedef {{}} Checkout_Waiting_TextInputs */
/** @typedef {{}} Checkout_Cities_FailedInputs */
/** @typedef {{}} Checkout_Choose_Address_TitleInputs */
/** @typedef {{}} Checkout_Loading_AddressesInputs */
/** @typedef {{}} Checkout_Addresses_FailedInputs */
/** @typedef {{}} Checkout_Try_AgainInputs */
/** @typedef {{}} Checkout_Your_AddressesInputs */
/** @typedef {{}} Checkout_Use_This_AddressInputs */
/** @typedef {{}} Checkout_Add_AddressInputs */
/** @typedef {{}} Checkout_Save_And_UseInputs */
/** @typedef {{}} Checkout_Agreement_LabelInputs */
/** @typedef {{}} Checkout_Agreement_Clauses_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Clauses_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Checkout_Clause_TitleInputs */
/** @typedef {{ payments: NonNullable<unknown>, instalment: NonNullable<unknown>, total: NonNullable<unknown> }} Checkout_Terms_FinancingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Terms_Financing_InstalmentInputs */
/** @typedef {{ total: NonNullable<unknown> }} Checkout_Terms_Financing_TotalInputs */
/** @typedef {{ each: NonNullable<unknown> }} Checkout_Terms_Rental_AtInputs */
/** @typedef {{}} Checkout_Terms_RentalInputs */
/** @typedef {{ each: NonNullable<unknown> }} Checkout_Terms_Subscription_AtInputs */
/** @typedef {{}} Checkout_Terms_SubscriptionInputs */
/** @typedef {{ months: NonNullable<unknown> }} Checkout_Terms_MinimumInputs */
/** @typedef {{}} Checkout_Terms_Month_To_MonthInputs */
/** @typedef {{}} Checkout_Agreement_Held_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Held_TextInputs */
/** @typedef {{}} Checkout_Agreement_Financing_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Financing_TextInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Checkout_Agreement_LineInputs */
/** @typedef {{}} Checkout_Agreement_ChargesInputs */
/** @typedef {{ version: NonNullable<unknown> }} Checkout_Agreement_Returns_TitleInputs */
/** @typedef {{}} Checkout_Signature_LabelInputs */
/** @typedef {{}} Checkout_Signature_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Checkout_Signature_MismatchInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Order_HeadingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Checkout_Placed_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, delivery: NonNullable<unknown> }} Checkout_Placed_On_DeliveryInputs */
/** @typedef {{}} Checkout_SigningInputs */
/** @typedef {{}} Checkout_Sign_AgreementInputs */
/** @typedef {{}} Checkout_Unsigned_TitleInputs */
/** @typedef {{}} Checkout_Loading_AgreementsInputs */
/** @typedef {{}} Checkout_Agreements_FailedInputs */
/** @typedef {{}} Checkout_Nothing_To_SignInputs */
/** @typedef {{}} Checkout_All_SignedInputs */
/** @typedef {{}} Checkout_Due_TodayInputs */
/** @typedef {{}} Checkout_Then_MonthlyInputs */
/** @typedef {{}} Checkout_Lines_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Amount_TodayInputs */
/** @typedef {{}} Checkout_Where_DeliverInputs */
/** @typedef {{}} Checkout_Receipt_AddressInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Switch_CityInputs */
/** @typedef {{}} Checkout_Checking_AddressInputs */
/** @typedef {{}} Checkout_Checking_DeliveryInputs */
/** @typedef {{}} Checkout_Deliver_HereInputs */
/** @typedef {{}} Checkout_Add_New_AddressInputs */
/** @typedef {{}} Checkout_New_AddressInputs */
/** @typedef {{}} Checkout_Save_DeliverInputs */
/** @typedef {{}} Checkout_Sign_HeadingInputs */
/** @typedef {{}} Checkout_Sign_IntroInputs */
/** @typedef {{}} Checkout_Sign_ContinueInputs */
/** @typedef {{}} Checkout_Back_To_DeliveryInputs */
/** @typedef {{}} Checkout_LoadingInputs */
/** @typedef {{}} Checkout_Start_FailedInputs */
/** @typedef {{}} Checkout_Placed_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Placed_TextInputs */
/** @typedef {{}} Checkout_Payment_HeadingInputs */
/** @typedef {{}} Checkout_Pay_WithInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown>, expiry: NonNullable<unknown> }} Checkout_Saved_CardInputs */
/** @typedef {{}} Checkout_New_CardInputs */
/** @typedef {{}} Checkout_Card_PrivateInputs */
/** @typedef {{}} Checkout_Name_On_CardInputs */
/** @typedef {{}} Checkout_Card_NumberInputs */
/** @typedef {{}} Checkout_ExpiryInputs */
/** @typedef {{}} Checkout_Expiry_PlaceholderInputs */
/** @typedef {{}} Checkout_Security_CodeInputs */
/** @typedef {{}} Checkout_Save_CardInputs */
/** @typedef {{}} Checkout_Checking_CardInputs */
/** @typedef {{}} Checkout_Review_OrderInputs */
/** @typedef {{}} Checkout_Back_To_AgreementInputs */
/** @typedef {{}} Checkout_Pickup_TitleInputs */
/** @typedef {{}} Checkout_Warehouse_NameInputs */
/** @typedef {{}} Checkout_Warehouse_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Checkout_Pickup_BringInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Checkout_Card_EndingInputs */
/** @typedef {{}} Checkout_No_CardInputs */
/** @typedef {{}} Checkout_Review_HeadingInputs */
/** @typedef {{}} Checkout_PricingInputs */
/** @typedef {{}} Checkout_Price_FailedInputs */
/** @typedef {{}} Checkout_Pick_Up_AtInputs */
/** @typedef {{}} Checkout_Your_AddressInputs */
/** @typedef {{}} Checkout_Deliver_ToInputs */
/** @typedef {{}} Checkout_Change_AddressInputs */
/** @typedef {{}} Checkout_WhenInputs */
/** @typedef {{}} Checkout_Change_DayInputs */
/** @typedef {{}} Checkout_Change_CardInputs */
/** @typedef {{ name: NonNullable<unknown> }} Checkout_Signed_ByInputs */
/** @typedef {{}} Checkout_Not_ConfirmedInputs */
/** @typedef {{}} Checkout_Never_TwiceInputs */
/** @typedef {{}} Checkout_Back_To_ReviewInputs */
/** @typedef {{}} Checkout_PlacingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Place_OrderInputs */
/** @typedef {{}} Checkout_When_PickupInputs */
/** @typedef {{}} Checkout_When_DeliverInputs */
/** @typedef {{}} Checkout_Loading_DaysInputs */
/** @typedef {{}} Checkout_Days_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Checkout_Days_HintInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Checkout_Days_ErrorInputs */
/** @typedef {{}} Checkout_Pickup_DayInputs */
/** @typedef {{}} Checkout_Delivery_DayInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Pickup_WindowInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Time_WindowInputs */
/** @typedef {{}} Checkout_ContinueInputs */
/** @typedef {{}} Checkout_Back_To_AddressInputs */
/** @typedef {{ messages: NonNullable<unknown> }} Checkout_Check_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, messages: NonNullable<unknown> }} Checkout_Check_FieldsInputs */
/** @typedef {{}} Checkout_Window_MorningInputs */
/** @typedef {{}} Checkout_Window_AfternoonInputs */
/** @typedef {{}} Checkout_Window_EveningInputs */
/** @typedef {{}} Checkout_Window_AnytimeInputs */
/** @typedef {{}} Checkout_Window_PickupInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown> }} Checkout_Line_FinancingInputs */
/** @typedef {{}} Checkout_Line_SubscriptionInputs */
/** @typedef {{}} Checkout_Line_RentalInputs */
/** @typedef {{}} Checkout_Line_BoughtInputs */
/** @typedef {{}} Checkout_Loading_OrderInputs */
/** @typedef {{}} Checkout_Order_FailedInputs */
/** @typedef {{}} Checkout_Order_Not_FoundInputs */
/** @typedef {{}} Checkout_Go_To_AccountInputs */
/** @typedef {{}} Checkout_Order_SafeInputs */
/** @typedef {{}} Checkout_Other_AccountInputs */
/** @typedef {{}} Checkout_Success_TitleInputs */
/** @typedef {{}} Checkout_Confirming_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Confirming_TextInputs */
/** @typedef {{}} Checkout_Confirming_CheckingInputs */
/** @typedef {{}} Checkout_Confirming_TotalInputs */
/** @typedef {{}} Checkout_Confirming_TaxesInputs */
/** @typedef {{}} Checkout_Order_Number_LabelInputs */
/** @typedef {{ email: NonNullable<unknown> }} Checkout_Receipt_SentInputs */
/** @typedef {{}} Checkout_Pickup_At_BeforeInputs */
/** @typedef {{}} Checkout_Pickup_OnInputs */
/** @typedef {{}} Checkout_Pickup_AfterInputs */
/** @typedef {{}} Checkout_Delivery_OnInputs */
/** @typedef {{ address: NonNullable<unknown> }} Checkout_Delivery_To_AddressInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Checkout_UnitInputs */
/** @typedef {{}} Checkout_Agreement_UnsignedInputs */
/** @typedef {{}} Checkout_Read_And_SignInputs */
/** @typedef {{}} Checkout_Before_DeliveryInputs */
/** @typedef {{}} Checkout_ItemsInputs */
/** @typedef {{}} Checkout_RetailInputs */
/** @typedef {{}} Checkout_Sold_OffInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Checkout_QuantityInputs */
/** @typedef {{}} Checkout_TotalsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Monthly_AfterInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Checkout_Charged_ToInputs */
/** @typedef {{}} Checkout_View_ReceiptInputs */
/** @typedef {{}} Checkout_See_OrdersInputs */
/** @typedef {{}} Checkout_Keep_ShoppingInputs */
/** @typedef {{}} Checkout_An_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, error: NonNullable<unknown> }} Checkout_Line_ProblemInputs */
/** @typedef {{}} Checkout_Problem_UnreachableInputs */
/** @typedef {{}} Checkout_Problem_UnknownInputs */
/** @typedef {{}} Checkout_Problem_Choose_DayInputs */
/** @typedef {{}} Checkout_Problem_Choose_CardInputs */
/** @typedef {{}} Checkout_Problem_Enter_CardInputs */
/** @typedef {{}} Checkout_Problem_Card_NameInputs */
/** @typedef {{}} Checkout_Problem_Card_NumberInputs */
/** @typedef {{}} Checkout_Problem_Card_ExpiryInputs */
/** @typedef {{}} Checkout_Problem_Card_CvcInputs */
/** @typedef {{}} Checkout_Problem_First_NameInputs */
/** @typedef {{}} Checkout_Problem_Last_NameInputs */
/** @typedef {{}} Checkout_Problem_StreetInputs */
/** @typedef {{}} Checkout_Problem_CityInputs */
/** @typedef {{}} Checkout_Problem_ProvinceInputs */
/** @typedef {{}} Checkout_Problem_Postal_CodeInputs */
/** @typedef {{}} Checkout_Problem_Postal_FormatInputs */
/** @typedef {{ letter: NonNullable<unknown>, provinces: NonNullable<unknown> }} Checkout_Problem_Postal_ProvinceInputs */
/** @typedef {{}} Checkout_Problem_PhoneInputs */
/** @typedef {{}} Checkout_Problem_FloorInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Checkout_Area_RefusedInputs */
/** @typedef {{ refused: NonNullable<unknown> }} Checkout_Area_NoneInputs */
/** @typedef {{ refused: NonNullable<unknown>, names: NonNullable<unknown> }} Checkout_Area_OneInputs */
/** @typedef {{ refused: NonNullable<unknown>, names: NonNullable<unknown> }} Checkout_Area_OtherInputs */
/** @typedef {{}} Checkout_Language_SwitchInputs */
/** @typedef {{}} Checkout_Language_CodeInputs */
/** @typedef {{}} Auth_Something_WrongInputs */
/** @typedef {{}} Auth_Seconds_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Seconds_OtherInputs */
/** @typedef {{}} Auth_Minutes_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Minutes_OtherInputs */
/** @typedef {{}} Auth_Hours_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Hours_OtherInputs */
/** @typedef {{}} Auth_Invalid_CredentialsInputs */
/** @typedef {{}} Auth_Password_Too_CommonInputs */
/** @typedef {{}} Auth_Session_EndedInputs */
/** @typedef {{}} Auth_No_AuthInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Auth_Too_Many_WaitInputs */
/** @typedef {{}} Auth_Too_ManyInputs */
/** @typedef {{}} Auth_Invalid_LinkInputs */
/** @typedef {{}} Auth_Enter_EmailInputs */
/** @typedef {{}} Auth_Valid_EmailInputs */
/** @typedef {{}} Auth_Enter_PasswordInputs */
/** @typedef {{}} Auth_Enter_New_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_MinInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_MaxInputs */
/** @typedef {{}} Auth_Enter_AgainInputs */
/** @typedef {{}} Auth_No_MatchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Sign_InInputs */
/** @typedef {{}} Auth_Login_IntroInputs */
/** @typedef {{}} Auth_New_To_PivotInputs */
/** @typedef {{}} Auth_Create_An_AccountInputs */
/** @typedef {{}} Auth_EmailInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
/** @typedef {{}} Auth_Signed_In_MomentInputs */
/** @typedef {{}} Auth_Signing_InInputs */
/** @typedef {{}} Auth_Signup_IntroInputs */
/** @typedef {{}} Auth_Have_AccountInputs */
/** @typedef {{}} Auth_Friend_SentInputs */
/** @typedef {{}} Auth_Friend_TextInputs */
/** @typedef {{}} Auth_Confirm_PasswordInputs */
/** @typedef {{}} Auth_Account_Created_MomentInputs */
/** @typedef {{}} Auth_Creating_AccountInputs */
/** @typedef {{}} Auth_Create_AccountInputs */
/** @typedef {{}} Auth_Reset_SentInputs */
/** @typedef {{}} Auth_RememberedInputs */
/** @typedef {{}} Auth_Back_To_Sign_InInputs */
/** @typedef {{}} Auth_Check_EmailInputs */
/** @typedef {{}} Auth_We_UsedInputs */
/** @typedef {{}} Auth_Nothing_AfterInputs */
/** @typedef {{}} Auth_Send_AnotherInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_Reset_IntroInputs */
/** @typedef {{}} Auth_Sending_LinkInputs */
/** @typedef {{}} Auth_Send_LinkInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Continue_WithInputs */
/** @typedef {{}} Auth_Signing_You_InInputs */
/** @typedef {{ label: NonNullable<unknown> }} Auth_WorkingInputs */
/** @typedef {{}} Auth_Finish_TitleInputs */
/** @typedef {{}} Auth_Link_Expired_StartInputs */
/** @typedef {{}} Auth_Link_Expired_Sign_InInputs */
/** @typedef {{}} Auth_Go_To_Sign_InInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_No_Email_SharedInputs */
/** @typedef {{}} Auth_ContinueInputs */
/** @typedef {{}} Auth_Link_TitleInputs */
/** @typedef {{}} Auth_Already_HasInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Link_ProviderInputs */
/** @typedef {{}} Auth_Link_TwoInputs */
/** @typedef {{}} Auth_Not_Your_AccountInputs */
/** @typedef {{}} Auth_Sign_In_Another_WayInputs */
/** @typedef {{}} Auth_Account_To_LinkInputs */
/** @typedef {{}} Auth_LinkingInputs */
/** @typedef {{}} Auth_Link_And_Sign_InInputs */
/** @typedef {{}} Auth_Device_TitleInputs */
/** @typedef {{}} Auth_Device_Intro_Signed_OutInputs */
/** @typedef {{}} Auth_Device_Make_BeforeInputs */
/** @typedef {{}} Auth_Device_YouInputs */
/** @typedef {{}} Auth_Device_Make_AfterInputs */
/** @typedef {{}} Auth_Your_LinkInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Auth_Link_HintInputs */
/** @typedef {{}} Auth_CopiedInputs */
/** @typedef {{}} Auth_Copy_LinkInputs */
/** @typedef {{}} Auth_New_LinkInputs */
/** @typedef {{}} Auth_Link_CopiedInputs */
/** @typedef {{}} Auth_Making_LinkInputs */
/** @typedef {{}} Auth_Make_LinkInputs */
/** @typedef {{}} Auth_RenewingInputs */
/** @typedef {{}} Auth_Send_FailedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Link_On_WayInputs */
/** @typedef {{}} Auth_Send_AgainInputs */
/** @typedef {{}} Auth_New_Password_TitleInputs */
/** @typedef {{}} Auth_Password_ChangedInputs */
/** @typedef {{}} Auth_Password_Changed_TextInputs */
/** @typedef {{}} Auth_Go_To_AccountInputs */
/** @typedef {{}} Auth_Continue_ShoppingInputs */
/** @typedef {{}} Auth_Link_No_LongerInputs */
/** @typedef {{}} Auth_Send_New_LinkInputs */
/** @typedef {{}} Auth_New_Password_IntroInputs */
/** @typedef {{}} Auth_Link_Not_WorkingInputs */
/** @typedef {{}} Auth_Ask_NewInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{}} Auth_Confirm_New_PasswordInputs */
/** @typedef {{}} Auth_Saving_PasswordInputs */
/** @typedef {{}} Auth_Save_PasswordInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Social_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Social_FailedInputs */
/** @typedef {{}} Auth_Temp_TitleInputs */
/** @typedef {{}} Auth_Sign_In_PasswordInputs */
/** @typedef {{}} Auth_Signed_In_TitleInputs */
/** @typedef {{}} Auth_Device_Signed_In_AsInputs */
/** @typedef {{}} Auth_Device_Signed_InInputs */
/** @typedef {{}} Auth_Link_DoneInputs */
/** @typedef {{}} Auth_Confirm_EmailInputs */
/** @typedef {{}} Auth_Email_ConfirmedInputs */
/** @typedef {{}} Auth_Email_Confirmed_TextInputs */
/** @typedef {{}} Auth_Confirming_EmailInputs */
/** @typedef {{}} Auth_My_AccountInputs */
/** @typedef {{}} Auth_Signed_In_AsInputs */
/** @typedef {{}} Auth_You_Are_Signed_InInputs */
/** @typedef {{}} Auth_Account_PagesInputs */
/** @typedef {{}} Auth_ProfileInputs */
/** @typedef {{}} Auth_Profile_TextInputs */
/** @typedef {{}} Auth_AddressInputs */
/** @typedef {{}} Auth_Address_TextInputs */
/** @typedef {{}} Auth_ReceiptsInputs */
/** @typedef {{}} Auth_Receipts_TextInputs */
/** @typedef {{}} Auth_Signing_OutInputs */
/** @typedef {{}} Auth_Sign_OutInputs */
/** @typedef {{}} Auth_Sign_In_AgainInputs */
/** @typedef {{ what: NonNullable<unknown> }} Account_Load_LoadingInputs */
/** @typedef {{ what: NonNullable<unknown> }} Account_Load_Failed_TitleInputs */
/** @typedef {{}} Account_Load_Failed_TextInputs */
/** @typedef {{}} Account_Trying_AgainInputs */
/** @typedef {{}} Account_Try_AgainInputs */
/** @typedef {{}} Account_What_AccountInputs */
/** @typedef {{}} Account_What_ProductsInputs */
/** @typedef {{}} Account_What_DeliveriesInputs */
/** @typedef {{ count: NonNullable<unknown>, page: NonNullable<unknown>, pageCount: NonNullable<unknown> }} Account_Page_CountInputs */
/** @typedef {{}} Account_Go_First_PageInputs */
/** @typedef {{}} Account_Page_ProfileInputs */
/** @typedef {{}} Account_Page_Profile_HintInputs */
/** @typedef {{}} Account_Page_AddressInputs */
/** @typedef {{}} Account_Page_Address_HintInputs */
/** @typedef {{}} Account_Page_My_ProductsInputs */
/** @typedef {{}} Account_Page_My_Products_HintInputs */
/** @typedef {{}} Account_Page_Upcoming_BillInputs */
/** @typedef {{}} Account_Page_Upcoming_Bill_HintInputs */
/** @typedef {{}} Account_Page_Billing_HistoryInputs */
/** @typedef {{}} Account_Page_Billing_History_HintInputs */
/** @typedef {{}} Account_Page_Payment_InformationInputs */
/** @typedef {{}} Account_Page_Payment_Information_HintInputs */
/** @typedef {{}} Account_Page_DeliveriesInputs */
/** @typedef {{}} Account_Page_Deliveries_HintInputs */
/** @typedef {{}} Account_Page_ReceiptsInputs */
/** @typedef {{}} Account_Page_Receipts_HintInputs */
/** @typedef {{}} Account_Page_Unsigned_AgreementsInputs */
/** @typedef {{}} Account_Page_Unsigned_Agreements_HintInputs */
/** @typedef {{}} Account_Page_Product_ReviewsInputs */
/** @typedef {{}} Account_Page_Product_Reviews_HintInputs */
/** @typedef {{}} Account_Page_ReferralInputs */
/** @typedef {{}} Account_Page_Referral_HintInputs */
/** @typedef {{}} Account_Pages_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Overdue_TitleInputs */
/** @typedef {{}} Account_Overdue_TextInputs */
/** @typedef {{}} Account_Overdue_PayInputs */
/** @typedef {{}} Account_Unsigned_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Unsigned_TextInputs */
/** @typedef {{}} Account_Unsigned_SignInputs */
/** @typedef {{}} Account_Confirm_Email_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Confirm_Email_TextInputs */
/** @typedef {{}} Account_Confirm_Mobile_TitleInputs */
/** @typedef {{}} Account_Confirm_Mobile_TextInputs */
/** @typedef {{}} Account_Confirm_Mobile_LinkInputs */
/** @typedef {{}} Account_Waiting_TitleInputs */
/** @typedef {{}} Account_Next_Bill_TitleInputs */
/** @typedef {{}} Account_Next_Bill_OnInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_More_BillsInputs */
/** @typedef {{}} Account_See_Whole_BillInputs */
/** @typedef {{}} Account_No_BillInputs */
/** @typedef {{}} Account_Next_Visit_TitleInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Account_Next_Visit_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Account_Next_Visit_DeliveryInputs */
/** @typedef {{}} Account_Nothing_ScheduledInputs */
/** @typedef {{}} Account_Follow_ItInputs */
/** @typedef {{}} Account_All_DeliveriesInputs */
/** @typedef {{}} Account_Your_FurnitureInputs */
/** @typedef {{}} Account_No_FurnitureInputs */
/** @typedef {{}} Account_Browse_FurnitureInputs */
/** @typedef {{}} Account_See_Paid_LeftInputs */
/** @typedef {{}} Account_Credit_LabelInputs */
/** @typedef {{}} Account_Credit_Used_FirstInputs */
/** @typedef {{}} Account_Window_MorningInputs */
/** @typedef {{}} Account_Window_AfternoonInputs */
/** @typedef {{}} Account_Window_EveningInputs */
/** @typedef {{}} Account_Window_AnytimeInputs */
/** @typedef {{}} Account_Window_PickupInputs */
/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Day_WindowInputs */
/** @typedef {{}} Account_To_Be_ScheduledInputs */
/** @typedef {{}} Account_Status_PendingInputs */
/** @typedef {{}} Account_Status_ConfirmedInputs */
/** @typedef {{}} Account_Status_ScheduledInputs */
/** @typedef {{}} Account_Status_Out_For_DeliveryInputs */
/** @typedef {{}} Account_Status_CompletedInputs */
/** @typedef {{}} Account_Status_CancelledInputs */
/** @typedef {{}} Account_Status_Payment_FailedInputs */
/** @typedef {{}} Account_Return_Status_ScheduledInputs */
/** @typedef {{}} Account_Return_Status_Out_For_DeliveryInputs */
/** @typedef {{}} Account_Return_Status_CompletedInputs */
/** @typedef {{}} Account_Type_OrderInputs */
/** @typedef {{}} Account_Type_ReturnInputs */
/** @typedef {{}} Account_Type_SwapInputs */
/** @typedef {{}} Account_Type_MoveInputs */
/** @typedef {{}} Account_Type_BuyoutInputs */
/** @typedef {{}} Account_Type_SwatchInputs */
/** @typedef {{}} Account_Kind_Monthly_BillInputs */
/** @typedef {{}} Account_Kind_Overdue_PaymentInputs */
/** @typedef {{}} Account_Kind_TipInputs */
/** @typedef {{}} Account_Kind_RefundInputs */
/** @typedef {{}} Account_Kind_CreditInputs */
/** @typedef {{}} Account_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, digits: NonNullable<unknown> }} Account_Card_EndingInputs */
/** @typedef {{ card: NonNullable<unknown>, expiry: NonNullable<unknown> }} Account_Card_ExpiresInputs */
/** @typedef {{}} Account_Purchase_SubscriptionInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Purchase_FinancingInputs */
/** @typedef {{}} Account_Purchase_RentalInputs */
/** @typedef {{}} Account_Purchase_PurchaseInputs */
/** @typedef {{ label: NonNullable<unknown> }} Account_Final_Sale_SuffixInputs */
/** @typedef {{}} Account_No_ItemsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Item_CountInputs */
/** @typedef {{}} Account_Paper_Status_PaidInputs */
/** @typedef {{}} Account_Paper_Status_Paid_LateInputs */
/** @typedef {{}} Account_Paper_Status_DeclinedInputs */
/** @typedef {{}} Account_Paper_Status_OpenInputs */
/** @typedef {{}} Account_Paper_Status_RefundedInputs */
/** @typedef {{}} Account_Paper_Status_CreditedInputs */
/** @typedef {{}} Account_Credit_ReferralInputs */
/** @typedef {{}} Account_Credit_RefundInputs */
/** @typedef {{}} Account_Credit_GoodwillInputs */
/** @typedef {{}} Account_Credit_AdjustmentInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Owed_OnInputs */
/** @typedef {{}} Account_Your_AddressInputs */
/** @typedef {{ title: NonNullable<unknown>, count: NonNullable<unknown> }} Account_Title_CountInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Tip_For_Crew_OfInputs */
/** @typedef {{}} Account_Your_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Refund_OnInputs */
/** @typedef {{}} Account_Bill_ChargedInputs */
/** @typedef {{}} Account_Bill_Paid_LateInputs */
/** @typedef {{}} Account_Bill_DeclinedInputs */
/** @typedef {{}} Account_Bill_ProcessingInputs */
/** @typedef {{}} Account_Amount_RefundedInputs */
/** @typedef {{}} Account_Amount_CreditedInputs */
/** @typedef {{}} Account_Amount_ChargedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_RefundedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_CreditedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_PaidInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_TippedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_PlacedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Row_Crew_TipInputs */
/** @typedef {{}} Account_View_ReceiptInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Account_View_Receipt_ForInputs */
/** @typedef {{}} Account_Receipts_TitleInputs */
/** @typedef {{}} Account_Receipts_IntroInputs */
/** @typedef {{}} Account_Receipts_Intro_LinkInputs */
/** @typedef {{}} Account_Receipts_LoadingInputs */
/** @typedef {{}} Account_Receipts_FailedInputs */
/** @typedef {{}} Account_Receipts_Failed_TextInputs */
/** @typedef {{}} Account_Receipts_Empty_TitleInputs */
/** @typedef {{}} Account_Start_ShoppingInputs */
/** @typedef {{}} Account_Receipts_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Receipts_CountInputs */
/** @typedef {{}} Account_Receipts_PagesInputs */
/** @typedef {{}} Account_Receipts_Empty_PageInputs */
/** @typedef {{}} Account_Paper_IssuedInputs */
/** @typedef {{}} Account_Paper_Refunded_OnInputs */
/** @typedef {{}} Account_Paper_Credited_OnInputs */
/** @typedef {{}} Account_Paper_Paid_OnInputs */
/** @typedef {{}} Account_Paper_Total_RefundedInputs */
/** @typedef {{}} Account_Paper_Total_CreditedInputs */
/** @typedef {{}} Account_Total_ChargedInputs */
/** @typedef {{}} Account_InvoiceInputs */
/** @typedef {{}} Account_Credit_NoteInputs */
/** @typedef {{}} Account_ReceiptInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Gst_Hst_NumberInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Qst_NumberInputs */
/** @typedef {{}} Account_Receipt_DetailsInputs */
/** @typedef {{}} Account_Bill_DateInputs */
/** @typedef {{}} Account_Card_DeclinedInputs */
/** @typedef {{}} Account_For_OrderInputs */
/** @typedef {{}} Account_For_Bill_OfInputs */
/** @typedef {{}} Account_CustomerInputs */
/** @typedef {{}} Account_Billed_ForInputs */
/** @typedef {{}} Account_AddressInputs */
/** @typedef {{}} Account_This_MonthInputs */
/** @typedef {{}} Account_DetailsInputs */
/** @typedef {{}} Account_DescriptionInputs */
/** @typedef {{}} Account_AmountInputs */
/** @typedef {{}} Account_TotalsInputs */
/** @typedef {{}} Account_SubtotalInputs */
/** @typedef {{}} Account_Sales_TaxInputs */
/** @typedef {{}} Account_NoneInputs */
/** @typedef {{}} Account_TotalInputs */
/** @typedef {{}} Account_Credit_UsedInputs */
/** @typedef {{}} Account_Added_To_CreditInputs */
/** @typedef {{}} Account_Amount_OwedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Amounts_CadInputs */
/** @typedef {{}} Account_PaymentInputs */
/** @typedef {{}} Account_No_Card_CreditInputs */
/** @typedef {{}} Account_Paid_With_CreditInputs */
/** @typedef {{}} Account_No_Card_PaymentInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Refunded_ToInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Charged_ToInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_TriedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_On_DateInputs */
/** @typedef {{}} Account_Payment_Failed_StatusInputs */
/** @typedef {{}} Account_Payment_Declined_StatusInputs */
/** @typedef {{}} Account_Payment_Pending_StatusInputs */
/** @typedef {{ note: NonNullable<unknown> }} Account_Your_NoteInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Is_OwedInputs */
/** @typedef {{}} Account_Pay_Or_UpdateInputs */
/** @typedef {{ terms: NonNullable<unknown>, phone: NonNullable<unknown>, email: NonNullable<unknown>, number: NonNullable<unknown> }} Account_Paper_TermsInputs */
/** @typedef {{}} Account_Payment_Refunded_StatusInputs */
/** @typedef {{}} Account_Return_FreeInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Return_Fee_DeclinedInputs */
/** @typedef {{}} Account_Return_Fee_RetryInputs */
/** @typedef {{}} Account_Return_Fee_Retry_LinkInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Return_Fee_OpenInputs */
/** @typedef {{}} Account_Order_DetailsInputs */
/** @typedef {{}} Account_Order_DateInputs */
/** @typedef {{}} Account_Not_PaidInputs */
/** @typedef {{}} Account_PickupInputs */
/** @typedef {{}} Account_DeliveryInputs */
/** @typedef {{}} Account_Pick_Up_AtInputs */
/** @typedef {{}} Account_Pickup_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_Pickup_BringInputs */
/** @typedef {{}} Account_DepotInputs */
/** @typedef {{}} Account_Moved_FromInputs */
/** @typedef {{}} Account_Picked_Up_FromInputs */
/** @typedef {{}} Account_Customer_AddressInputs */
/** @typedef {{}} Account_Delivered_ToInputs */
/** @typedef {{}} Account_No_AddressInputs */
/** @typedef {{}} Account_Move_AddressInputs */
/** @typedef {{}} Account_ItemsInputs */
/** @typedef {{}} Account_ItemInputs */
/** @typedef {{}} Account_QtyInputs */
/** @typedef {{}} Account_Unit_PriceInputs */
/** @typedef {{ price: NonNullable<unknown> }} Account_Retail_Sold_AtInputs */
/** @typedef {{}} Account_RetailInputs */
/** @typedef {{}} Account_Sold_At_OffInputs */
/** @typedef {{ price: NonNullable<unknown>, monthly: NonNullable<unknown> }} Account_Pivotcare_LineInputs */
/** @typedef {{}} Account_Cancelled_Not_MovedInputs */
/** @typedef {{}} Account_Cancelled_Not_DeliveredInputs */
/** @typedef {{}} Account_Moved_Fee_UnchangedInputs */
/** @typedef {{}} Account_Swap_In_PlaceInputs */
/** @typedef {{}} Account_First_Month_TodayInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Assembly_AmountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pickup_Cancelled_StaysInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Return_Pickup_OfInputs */
/** @typedef {{}} Account_Move_FeeInputs */
/** @typedef {{}} Account_ProductsInputs */
/** @typedef {{}} Account_Pickup_WarehouseInputs */
/** @typedef {{}} Account_FreeInputs */
/** @typedef {{}} Account_AssemblyInputs */
/** @typedef {{}} Account_Return_PickupInputs */
/** @typedef {{}} Account_DiscountInputs */
/** @typedef {{}} Account_RefundedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Monthly_UnchangedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Monthly_ThenInputs */
/** @typedef {{}} Account_Crew_TipsInputs */
/** @typedef {{}} Account_Tip_For_CrewInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Tip_For_Crew_CardInputs */
/** @typedef {{}} Account_Tips_NoteInputs */
/** @typedef {{}} Account_Terms_ReturnInputs */
/** @typedef {{}} Account_Terms_PaidInputs */
/** @typedef {{}} Account_Terms_SubscriptionInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Terms_QuestionsInputs */
/** @typedef {{}} Account_Receipt_LoadingInputs */
/** @typedef {{}} Account_Receipt_Confirming_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Receipt_Confirming_TextInputs */
/** @typedef {{}} Account_Receipt_Confirming_CheckingInputs */
/** @typedef {{}} Account_Receipt_Confirming_TaxesInputs */
/** @typedef {{}} Account_Receipt_Confirming_TotalInputs */
/** @typedef {{}} Account_All_ReceiptsInputs */
/** @typedef {{}} Account_Print_InvoiceInputs */
/** @typedef {{}} Account_Print_ReceiptInputs */
/** @typedef {{}} Account_Receipt_Load_FailedInputs */
/** @typedef {{}} Account_Receipt_Not_FoundInputs */
/** @typedef {{}} Account_Receipt_Load_Failed_TextInputs */
/** @typedef {{}} Account_Receipt_Not_Found_TextInputs */
/** @typedef {{}} Account_View_PhotosInputs */
/** @typedef {{}} Account_Add_PhotosInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Receipt_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Invoice_TitleInputs */
/** @typedef {{}} Account_Pickup_Warehouse_NameInputs */
/** @typedef {{ total: NonNullable<unknown>, fee: NonNullable<unknown>, care: NonNullable<unknown> }} Account_Monthly_PartsInputs */
/** @typedef {{}} Account_Product_OrderedInputs */
/** @typedef {{}} Account_Product_With_YouInputs */
/** @typedef {{}} Account_Product_Return_ScheduledInputs */
/** @typedef {{}} Account_Product_ReturnedInputs */
/** @typedef {{}} Account_Product_Bought_OutInputs */
/** @typedef {{}} Account_Product_CancelledInputs */
/** @typedef {{}} Account_Product_YoursInputs */
/** @typedef {{}} Account_Pay_SubscriptionInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Account_Pay_Subscription_ChargeInputs */
/** @typedef {{}} Account_Pay_FinancingInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_Financing_ChargeInputs */
/** @typedef {{}} Account_Pay_RentalInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Account_Pay_Rental_ChargeInputs */
/** @typedef {{}} Account_Pay_OutrightInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Left_Paid_OffInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Left_YoursInputs */
/** @typedef {{}} Account_My_Products_IntroInputs */
/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Account_Option_ValueInputs */
/** @typedef {{}} Account_Arriving_OnInputs */
/** @typedef {{}} Account_SinceInputs */
/** @typedef {{}} Account_Paid_So_FarInputs */
/** @typedef {{}} Account_Left_Until_Paid_OffInputs */
/** @typedef {{}} Account_Left_Until_OwnedInputs */
/** @typedef {{}} Account_Buyout_TodayInputs */
/** @typedef {{}} Account_Next_PaymentInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Next_Payment_ValueInputs */
/** @typedef {{}} Account_No_Furniture_TitleInputs */
/** @typedef {{}} Account_No_Furniture_TextInputs */
/** @typedef {{ window: NonNullable<unknown>, depot: NonNullable<unknown> }} Account_Window_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown> }} Account_Item_TimesInputs */
/** @typedef {{}} Account_Dstatus_ScheduledInputs */
/** @typedef {{}} Account_Dstatus_On_Its_WayInputs */
/** @typedef {{}} Account_Dstatus_ArrivedInputs */
/** @typedef {{}} Account_Dstatus_DoneInputs */
/** @typedef {{}} Account_Dstatus_CancelledInputs */
/** @typedef {{}} Account_Dstatus_Picked_UpInputs */
/** @typedef {{}} Account_Dstatus_DeliveredInputs */
/** @typedef {{}} Account_Delivery_Not_FoundInputs */
/** @typedef {{}} Account_See_Your_DeliveriesInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Booking_Note_SwapInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Booking_Note_MoveInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Card_Label_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Card_Label_DeliveryInputs */
/** @typedef {{}} Account_Fact_WindowInputs */
/** @typedef {{}} Account_Fact_Items_PickupInputs */
/** @typedef {{}} Account_Fact_OrderInputs */
/** @typedef {{}} Account_Follow_PickupInputs */
/** @typedef {{}} Account_Follow_DeliveryInputs */
/** @typedef {{}} Account_Notices_By_SmsInputs */
/** @typedef {{}} Account_Notices_By_EmailInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Change_Notices_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Change_Notices_DeliveryInputs */
/** @typedef {{}} Account_ChangeInputs */
/** @typedef {{}} Account_See_What_HappenedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Tip_Crew_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Tip_Crew_DeliveryInputs */
/** @typedef {{}} Account_Tip_The_CrewInputs */
/** @typedef {{}} Account_Deliveries_IntroInputs */
/** @typedef {{}} Account_UpcomingInputs */
/** @typedef {{}} Account_Nothing_Scheduled_NewInputs */
/** @typedef {{}} Account_PastInputs */
/** @typedef {{}} Account_No_Visit_YetInputs */
/** @typedef {{}} Account_Your_CardInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Swap_Cancelled_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Move_Cancelled_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Refunded_To_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Refund_On_Its_WayInputs */
/** @typedef {{}} Account_Nothing_To_RefundInputs */
/** @typedef {{}} Account_See_The_ReceiptInputs */
/** @typedef {{}} Account_Loading_WindowsInputs */
/** @typedef {{}} Account_Windows_FailedInputs */
/** @typedef {{}} Account_No_Open_WindowInputs */
/** @typedef {{}} Account_No_Window_PickupInputs */
/** @typedef {{}} Account_No_Window_DeliveryInputs */
/** @typedef {{}} Account_Choose_WindowInputs */
/** @typedef {{}} Account_DayInputs */
/** @typedef {{ depot: NonNullable<unknown> }} Account_Window_Depot_TimeInputs */
/** @typedef {{ count: NonNullable<unknown>, label: NonNullable<unknown> }} Account_Slot_Places_LeftInputs */
/** @typedef {{}} Account_Not_MovedInputs */
/** @typedef {{}} Account_MovingInputs */
/** @typedef {{}} Account_Move_It_HereInputs */
/** @typedef {{}} Account_Move_This_PickupInputs */
/** @typedef {{}} Account_Move_This_DeliveryInputs */
/** @typedef {{}} Account_Move_Desc_SwapInputs */
/** @typedef {{}} Account_Move_Desc_MoveInputs */
/** @typedef {{}} Account_Move_DescInputs */
/** @typedef {{}} Account_Move_To_Another_WindowInputs */
/** @typedef {{}} Account_Cancel_Pickup_TitleInputs */
/** @typedef {{}} Account_Cancel_Pickup_DescInputs */
/** @typedef {{}} Account_Cancel_PickupInputs */
/** @typedef {{}} Account_Keep_PickupInputs */
/** @typedef {{}} Account_CancellingInputs */
/** @typedef {{}} Account_Not_CancelledInputs */
/** @typedef {{ coming: NonNullable<unknown>, keeps: NonNullable<unknown> }} Account_Swap_Both_CancelledInputs */
/** @typedef {{ keeps: NonNullable<unknown> }} Account_Move_Both_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Stays_With_YouInputs */
/** @typedef {{}} Account_Stays_Where_It_IsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_At_Monthly_As_BeforeInputs */
/** @typedef {{}} Account_What_You_Get_BackInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown> }} Account_Refund_SwapInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown> }} Account_Refund_MoveInputs */
/** @typedef {{}} Account_Its_DayInputs */
/** @typedef {{}} Account_Nothing_Charged_SwapInputs */
/** @typedef {{}} Account_Nothing_Charged_MoveInputs */
/** @typedef {{}} Account_Cancel_Swap_TitleInputs */
/** @typedef {{}} Account_Cancel_Move_TitleInputs */
/** @typedef {{}} Account_Cancel_Swap_DescInputs */
/** @typedef {{}} Account_Cancel_Move_DescInputs */
/** @typedef {{}} Account_Cancel_SwapInputs */
/** @typedef {{}} Account_Cancel_MoveInputs */
/** @typedef {{}} Account_Keep_SwapInputs */
/** @typedef {{}} Account_Keep_MoveInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Cancel_And_RefundInputs */
/** @typedef {{}} Account_Cancel_The_SwapInputs */
/** @typedef {{}} Account_Cancel_The_MoveInputs */
/** @typedef {{}} Account_Working_Out_RefundInputs */
/** @typedef {{}} Account_Cancel_Preview_FailedInputs */
/** @typedef {{}} Account_Swap_Cannot_CancelInputs */
/** @typedef {{}} Account_Move_Cannot_CancelInputs */
/** @typedef {{}} Account_Pstatus_ScheduledInputs */
/** @typedef {{}} Account_Pstatus_DoneInputs */
/** @typedef {{}} Account_Pstatus_CancelledInputs */
/** @typedef {{}} Account_Stage_Pickup_ScheduledInputs */
/** @typedef {{}} Account_Stage_Delivery_ScheduledInputs */
/** @typedef {{}} Account_Stage_Out_For_DeliveryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Stops_Before_YoursInputs */
/** @typedef {{}} Account_Stops_Before_Yours_PlainInputs */
/** @typedef {{}} Account_Stage_NearbyInputs */
/** @typedef {{}} Account_Stage_ArrivedInputs */
/** @typedef {{}} Account_Stage_Picked_UpInputs */
/** @typedef {{}} Account_Stage_DeliveredInputs */
/** @typedef {{}} Account_Stage_CancelledInputs */
/** @typedef {{}} Account_Loading_MapInputs */
/** @typedef {{}} Account_TimelineInputs */
/** @typedef {{}} Account_NowInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_BookedInputs */
/** @typedef {{}} Account_Pickup_Was_CancelledInputs */
/** @typedef {{}} Account_Delivery_Was_CancelledInputs */
/** @typedef {{}} Account_Crew_Will_Not_ComeInputs */
/** @typedef {{}} Account_Headline_Picked_UpInputs */
/** @typedef {{}} Account_Headline_DeliveredInputs */
/** @typedef {{}} Account_Crew_Finished_PickupInputs */
/** @typedef {{}} Account_Crew_Finished_DeliveryInputs */
/** @typedef {{}} Account_Crew_At_DoorInputs */
/** @typedef {{}} Account_Crew_With_YouInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Pickup_OnInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Delivery_OnInputs */
/** @typedef {{ window: NonNullable<unknown> }} Account_Scheduled_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Arriving_InInputs */
/** @typedef {{}} Account_Crew_On_Its_WayInputs */
/** @typedef {{ time: NonNullable<unknown>, depot: NonNullable<unknown> }} Account_Around_TimeInputs */
/** @typedef {{}} Account_Map_Of_CrewInputs */
/** @typedef {{}} Account_Crew_At_AddressInputs */
/** @typedef {{ km: NonNullable<unknown> }} Account_Crew_Km_AwayInputs */
/** @typedef {{ parts: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Map_LabelInputs */
/** @typedef {{}} Account_Follow_Your_DeliveryInputs */
/** @typedef {{}} Account_What_This_DeliveryInputs */
/** @typedef {{}} Account_ProgressInputs */
/** @typedef {{}} Account_After_DeliveryInputs */
/** @typedef {{}} Account_Picking_UpInputs */
/** @typedef {{}} Account_BringingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Order_Notices_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Order_Notices_EmailInputs */
/** @typedef {{}} Account_Change_How_HearInputs */
/** @typedef {{}} Account_Live_PausedInputs */
/** @typedef {{}} Account_Live_Paused_TextInputs */
/** @typedef {{}} Account_MapInputs */
/** @typedef {{}} Account_No_Crew_ComingInputs */
/** @typedef {{}} Account_Crew_ReachedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Map_Shows_OnInputs */
/** @typedef {{}} Account_Map_LegendInputs */
/** @typedef {{}} Account_Delivery_NoticesInputs */
/** @typedef {{}} Account_How_Hear_PickupInputs */
/** @typedef {{}} Account_How_Hear_DeliveryInputs */
/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Notice_Intro_PickupInputs */
/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Notice_Intro_DeliveryInputs */
/** @typedef {{}} Account_Send_Notices_ByInputs */
/** @typedef {{}} Account_Text_To_MobileInputs */
/** @typedef {{}} Account_EmailInputs */
/** @typedef {{}} Account_Notices_HintInputs */
/** @typedef {{}} Account_SavedInputs */
/** @typedef {{}} Account_Notices_Go_Pickup_SmsInputs */
/** @typedef {{}} Account_Notices_Go_Pickup_EmailInputs */
/** @typedef {{}} Account_Notices_Go_Delivery_SmsInputs */
/** @typedef {{}} Account_Notices_Go_Delivery_EmailInputs */
/** @typedef {{}} Account_SavingInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{}} Account_Back_To_DeliveriesInputs */
/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Card_Declined_OnInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Card_Declined_OwedInputs */
/** @typedef {{}} Account_DeclinedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Declined_OnInputs */
/** @typedef {{ declined: NonNullable<unknown> }} Account_Paid_Late_SentenceInputs */
/** @typedef {{ declined: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Paid_Late_On_SentenceInputs */
/** @typedef {{}} Account_Charge_ProcessingInputs */
/** @typedef {{}} Account_Paid_With_Credit_ShortInputs */
/** @typedef {{}} Account_Charged_SentenceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Charged_On_SentenceInputs */
/** @typedef {{ where: NonNullable<unknown>, count: NonNullable<unknown>, number: NonNullable<unknown> }} Account_Bill_MetaInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Incl_TaxInputs */
/** @typedef {{}} Account_View_BillInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Of_DateInputs */
/** @typedef {{}} Account_Billing_IntroInputs */
/** @typedef {{}} Account_What_Billing_HistoryInputs */
/** @typedef {{}} Account_No_Bills_TitleInputs */
/** @typedef {{}} Account_No_Bills_TextInputs */
/** @typedef {{}} Account_See_Upcoming_BillInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Bills_CountInputs */
/** @typedef {{}} Account_Monthly_BillsInputs */
/** @typedef {{}} Account_Billing_PagesInputs */
/** @typedef {{}} Account_No_Bills_PageInputs */
/** @typedef {{}} Account_Other_PaymentsInputs */
/** @typedef {{}} Account_Your_ReceiptsInputs */
/** @typedef {{}} Account_Card_Declined_TitleInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Declined_TextInputs */
/** @typedef {{}} Account_Card_Expires_TitleInputs */
/** @typedef {{ card: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Card_Expires_TextInputs */
/** @typedef {{}} Account_Card_WordInputs */
/** @typedef {{}} Account_No_Card_TitleInputs */
/** @typedef {{}} Account_No_Card_TextInputs */
/** @typedef {{}} Account_Go_Payment_InfoInputs */
/** @typedef {{ province: NonNullable<unknown> }} Account_Address_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Bill_OfInputs */
/** @typedef {{ where: NonNullable<unknown> }} Account_For_WhereInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Account_Line_InstalmentInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Account_Line_Monthly_FeeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pivotcare_ForInputs */
/** @typedef {{}} Account_Credit_AppliedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_To_Be_Charged_ToInputs */
/** @typedef {{}} Account_To_Pay_Bill_DateInputs */
/** @typedef {{}} Account_Upcoming_IntroInputs */
/** @typedef {{}} Account_What_Next_BillInputs */
/** @typedef {{}} Account_No_Bill_ComingInputs */
/** @typedef {{}} Account_No_Bill_Coming_TextInputs */
/** @typedef {{}} Account_Taxes_In_ForceInputs */
/** @typedef {{}} Account_On_Payment_InfoInputs */
/** @typedef {{}} Account_Past_Bills_InInputs */
/** @typedef {{}} Account_Billing_Up_To_DateInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_We_ChargedInputs */
/** @typedef {{}} Account_Receipt_InInputs */
/** @typedef {{}} Account_Bill_Shows_PaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Bills_UnpaidInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Overdue_Card_DeclinedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Overdue_Pay_WithInputs */
/** @typedef {{}} Account_Overdue_Put_CardInputs */
/** @typedef {{}} Account_PayingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Pay_NowInputs */
/** @typedef {{}} Account_No_Card_On_FileInputs */
/** @typedef {{}} Account_ExpiredInputs */
/** @typedef {{}} Account_Billing_Address_LabelInputs */
/** @typedef {{}} Account_Billing_Address_NoneInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Now_On_FileInputs */
/** @typedef {{}} Account_Put_New_CardInputs */
/** @typedef {{ hold: NonNullable<unknown> }} Account_Card_Processor_NoteInputs */
/** @typedef {{}} Account_Card_Not_SavedInputs */
/** @typedef {{}} Account_Name_On_CardInputs */
/** @typedef {{}} Account_Card_NumberInputs */
/** @typedef {{}} Account_ExpiryInputs */
/** @typedef {{}} Account_Expiry_PlaceholderInputs */
/** @typedef {{}} Account_Security_CodeInputs */
/** @typedef {{}} Account_Billing_AddressInputs */
/** @typedef {{}} Account_Same_As_DeliveryInputs */
/** @typedef {{}} Account_Street_AddressInputs */
/** @typedef {{}} Account_Unit_OptionalInputs */
/** @typedef {{}} Account_CityInputs */
/** @typedef {{}} Account_Province_TerritoryInputs */
/** @typedef {{}} Account_ChooseInputs */
/** @typedef {{}} Account_Postal_CodeInputs */
/** @typedef {{}} Account_Postal_PlaceholderInputs */
/** @typedef {{}} Account_Checking_CardInputs */
/** @typedef {{}} Account_Save_New_CardInputs */
/** @typedef {{}} Account_Payment_IntroInputs */
/** @typedef {{}} Account_What_Payment_InfoInputs */
/** @typedef {{}} Account_Card_On_FileInputs */
/** @typedef {{}} Account_Problem_Card_NameInputs */
/** @typedef {{}} Account_Problem_Card_NumberInputs */
/** @typedef {{}} Account_Problem_ExpiryInputs */
/** @typedef {{}} Account_Problem_CvcInputs */
/** @typedef {{}} Account_Problem_First_NameInputs */
/** @typedef {{}} Account_Problem_Last_NameInputs */
/** @typedef {{}} Account_Problem_StreetInputs */
/** @typedef {{}} Account_Problem_CityInputs */
/** @typedef {{}} Account_Problem_ProvinceInputs */
/** @typedef {{}} Account_Problem_Province_TerritoryInputs */
/** @typedef {{}} Account_Problem_PostalInputs */
/** @typedef {{}} Account_Problem_Postal_TheInputs */
/** @typedef {{}} Account_Problem_Postal_FormatInputs */
/** @typedef {{}} Account_Problem_PhoneInputs */
/** @typedef {{}} Account_Problem_FloorInputs */
/** @typedef {{ letter: NonNullable<unknown>, provinces: NonNullable<unknown> }} Account_Problem_Postal_ProvinceInputs */
/** @typedef {{}} Account_Please_Sign_InInputs */
/** @typedef {{}} Account_Building_HouseInputs */
/** @typedef {{}} Account_Building_ApartmentInputs */
/** @typedef {{}} Account_Building_CondoInputs */
/** @typedef {{}} Account_Building_TownhouseInputs */
/** @typedef {{}} Account_Building_OfficeInputs */
/** @typedef {{ floor: NonNullable<unknown> }} Account_FloorInputs */
/** @typedef {{}} Account_ElevatorInputs */
/** @typedef {{}} Account_Loading_DockInputs */
/** @typedef {{ buzzer: NonNullable<unknown> }} Account_BuzzerInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_ReceivingInputs */
/** @typedef {{ street: NonNullable<unknown>, unit: NonNullable<unknown> }} Account_Unit_NameInputs */
/** @typedef {{}} Account_Main_AddressInputs */
/** @typedef {{ text: NonNullable<unknown> }} Account_QuotedInputs */
/** @typedef {{}} Account_No_Furniture_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Products_HereInputs */
/** @typedef {{}} Account_Remove_Address_TitleInputs */
/** @typedef {{}} Account_Remove_Address_TextInputs */
/** @typedef {{}} Account_Removing_AddressInputs */
/** @typedef {{}} Account_RemoveInputs */
/** @typedef {{}} Account_Keep_ItInputs */
/** @typedef {{}} Account_EditInputs */
/** @typedef {{}} Account_Making_MainInputs */
/** @typedef {{}} Account_Make_MainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Hidden_NameInputs */
/** @typedef {{}} Account_Add_AddressInputs */
/** @typedef {{}} Account_What_AddressesInputs */
/** @typedef {{}} Account_No_AddressesInputs */
/** @typedef {{}} Account_No_Addresses_TextInputs */
/** @typedef {{}} Account_Your_AddressesInputs */
/** @typedef {{}} Account_Address_AddedInputs */
/** @typedef {{}} Account_Address_SavedInputs */
/** @typedef {{}} Account_Edit_AddressInputs */
/** @typedef {{}} Account_CancelInputs */
/** @typedef {{}} Account_Address_Not_FoundInputs */
/** @typedef {{}} Account_See_AddressesInputs */
/** @typedef {{}} Account_Address_Not_Found_TextInputs */
/** @typedef {{}} Account_Address_Edit_IntroInputs */
/** @typedef {{}} Account_What_The_AddressInputs */
/** @typedef {{}} Account_Save_ChangesInputs */
/** @typedef {{}} Account_Save_AddressInputs */
/** @typedef {{}} Account_Edit_The_AddressInputs */
/** @typedef {{}} Account_New_Delivery_AddressInputs */
/** @typedef {{}} Account_Choose_AddressInputs */
/** @typedef {{}} Account_Billing_Address_To_UseInputs */
/** @typedef {{}} Account_Where_Should_GoInputs */
/** @typedef {{}} Account_Add_FirstInputs */
/** @typedef {{}} Account_Use_This_AddressInputs */
/** @typedef {{}} Account_Profile_SavedInputs */
/** @typedef {{}} Account_Your_DetailsInputs */
/** @typedef {{}} Account_First_NameInputs */
/** @typedef {{}} Account_Last_NameInputs */
/** @typedef {{}} Account_Mobile_PhoneInputs */
/** @typedef {{}} Account_Phone_HintInputs */
/** @typedef {{}} Account_Verified_SentenceInputs */
/** @typedef {{}} Account_Verify_NumberInputs */
/** @typedef {{}} Account_Other_PhoneInputs */
/** @typedef {{}} Account_OptionalInputs */
/** @typedef {{}} Account_Text_DeliveriesInputs */
/** @typedef {{}} Account_Sent_To_MobileInputs */
/** @typedef {{}} Account_Email_NewsInputs */
/** @typedef {{}} Account_Saving_DetailsInputs */
/** @typedef {{}} Account_Save_DetailsInputs */
/** @typedef {{}} Account_Enter_New_EmailInputs */
/** @typedef {{}} Account_Enter_PasswordInputs */
/** @typedef {{}} Account_Security_PasswordInputs */
/** @typedef {{}} Account_VerifiedInputs */
/** @typedef {{}} Account_Not_VerifiedInputs */
/** @typedef {{}} Account_Check_InboxInputs */
/** @typedef {{}} Account_Sent_Link_ToInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Finish_ChangeInputs */
/** @typedef {{}} Account_Change_Your_EmailInputs */
/** @typedef {{}} Account_New_EmailInputs */
/** @typedef {{}} Account_Your_PasswordInputs */
/** @typedef {{}} Account_Sending_LinkInputs */
/** @typedef {{}} Account_Send_ConfirmationInputs */
/** @typedef {{}} Account_Change_EmailInputs */
/** @typedef {{}} Account_Verify_EmailInputs */
/** @typedef {{}} Account_Membership_SubscriptionInputs */
/** @typedef {{}} Account_Membership_OwnershipInputs */
/** @typedef {{}} Account_Profile_IntroInputs */
/** @typedef {{}} Account_What_ProfileInputs */
/** @typedef {{}} Account_MembershipsInputs */
/** @typedef {{}} Account_No_MembershipInputs */
/** @typedef {{}} Account_Several_AddressesInputs */
/** @typedef {{}} Account_Referral_State_JoinedInputs */
/** @typedef {{}} Account_Referral_State_OrderedInputs */
/** @typedef {{}} Account_Referral_State_CreditedInputs */
/** @typedef {{}} Account_Referral_IntroInputs */
/** @typedef {{}} Account_What_ReferralsInputs */
/** @typedef {{}} Account_Your_LinkInputs */
/** @typedef {{}} Account_Copy_LinkInputs */
/** @typedef {{}} Account_CopiedInputs */
/** @typedef {{}} Account_Copy_FailedInputs */
/** @typedef {{ welcome: NonNullable<unknown>, reward: NonNullable<unknown> }} Account_Referral_TermsInputs */
/** @typedef {{}} Account_Credit_EarnedInputs */
/** @typedef {{}} Account_Who_JoinedInputs */
/** @typedef {{}} Account_Nobody_JoinedInputs */
/** @typedef {{}} Account_Badge_OrderedInputs */
/** @typedef {{}} Account_Badge_JoinedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Joined_OnInputs */
/** @typedef {{}} Account_Problem_Six_DigitsInputs */
/** @typedef {{}} Account_Problem_OtherInputs */
/** @typedef {{}} Account_Back_To_ProfileInputs */
/** @typedef {{}} Account_My_AccountInputs */
/** @typedef {{}} Account_Enter_Your_CodeInputs */
/** @typedef {{}} Account_Six_Digit_CodeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Account_Works_UntilInputs */
/** @typedef {{}} Account_Checking_CodeInputs */
/** @typedef {{}} Account_VerifyInputs */
/** @typedef {{}} Account_Send_New_CodeInputs */
/** @typedef {{}} Account_Verify_Mobile_TitleInputs */
/** @typedef {{}} Account_Verify_Mobile_ShortInputs */
/** @typedef {{}} Account_LoadingInputs */
/** @typedef {{}} Account_Page_Load_FailedInputs */
/** @typedef {{}} Account_No_Email_AddressInputs */
/** @typedef {{}} Account_Add_Mobile_FirstInputs */
/** @typedef {{}} Account_Add_MobileInputs */
/** @typedef {{}} Account_Sent_Confirmation_ToInputs */
/** @typedef {{}} Account_Open_Link_OnceInputs */
/** @typedef {{}} Account_Opened_LinkInputs */
/** @typedef {{}} Account_Use_Another_AddressInputs */
/** @typedef {{}} Account_Will_Text_CodeInputs */
/** @typedef {{}} Account_Works_Ten_MinutesInputs */
/** @typedef {{}} Account_Sending_CodeInputs */
/** @typedef {{}} Account_Text_Me_CodeInputs */
/** @typedef {{}} Account_Enter_Code_TextedInputs */
/** @typedef {{}} Account_Code_ExpiredInputs */
/** @typedef {{}} Account_Code_Expired_TextInputs */
/** @typedef {{}} Account_Too_Many_CodesInputs */
/** @typedef {{}} Account_LockedInputs */
/** @typedef {{}} Account_UntilInputs */
/** @typedef {{}} Account_Ask_New_Code_ThenInputs */
/** @typedef {{}} Account_Email_VerifiedInputs */
/** @typedef {{}} Account_Mobile_VerifiedInputs */
/** @typedef {{}} Account_Is_ConfirmedInputs */
/** @typedef {{}} Account_Delivery_Texts_GoInputs */
/** @typedef {{}} Account_BrandInputs */
/** @typedef {{}} Flows_My_AccountInputs */
/** @typedef {{}} Flows_ReceiptsInputs */
/** @typedef {{}} Flows_Contact_UsInputs */
/** @typedef {{}} Flows_Try_AgainInputs */
/** @typedef {{}} Flows_LoadingInputs */
/** @typedef {{}} Flows_View_ReceiptInputs */
/** @typedef {{}} Flows_Checking_CardInputs */
/** @typedef {{}} Flows_Something_WrongInputs */
/** @typedef {{}} Flows_Buyout_TitleInputs */
/** @typedef {{}} Flows_Buyout_Pay_TitleInputs */
/** @typedef {{}} Flows_Buyout_Kind_SubscriptionInputs */
/** @typedef {{}} Flows_Buyout_Kind_FinancingInputs */
/** @typedef {{}} Flows_Buyout_Kind_RentalInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Flows_Buyout_Monthly_NowInputs */
/** @typedef {{}} Flows_Buyout_Pay_OverdueInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Flows_Buyout_FeeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Buyout_Quote_SubtotalInputs */
/** @typedef {{}} Flows_Buyout_Total_TodayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Buyout_Items_CountInputs */
/** @typedef {{}} Flows_Buyout_IntroInputs */
/** @typedef {{}} Flows_Buyout_Items_LegendInputs */
/** @typedef {{}} Flows_Buyout_Next_Step_TaxInputs */
/** @typedef {{}} Flows_Buyout_ContinueInputs */
/** @typedef {{}} Flows_Buyout_Continue_HintInputs */
/** @typedef {{}} Flows_Buyout_Nothing_ChosenInputs */
/** @typedef {{}} Flows_Buyout_Items_To_BuyInputs */
/** @typedef {{}} Flows_Buyout_QuotingInputs */
/** @typedef {{}} Flows_Buyout_Quote_FailedInputs */
/** @typedef {{}} Flows_Buyout_Pay_WithInputs */
/** @typedef {{}} Flows_Buyout_PayingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Buyout_Pay_AmountInputs */
/** @typedef {{}} Flows_Buyout_PayInputs */
/** @typedef {{}} Flows_Buyout_Change_ItemsInputs */
/** @typedef {{}} Flows_Buyout_Load_FailedInputs */
/** @typedef {{}} Flows_Buyout_Nothing_IntroInputs */
/** @typedef {{}} Flows_Buyout_Back_To_AccountInputs */
/** @typedef {{}} Flows_Buyout_Paid_TitleInputs */
/** @typedef {{}} Flows_Buyout_Paid_ChargedInputs */
/** @typedef {{}} Flows_Buyout_Paid_ForInputs */
/** @typedef {{}} Flows_Buyout_Paid_RestInputs */
/** @typedef {{ count: NonNullable<unknown>, fee: NonNullable<unknown> }} Flows_Buyout_FeesInputs */
/** @typedef {{ paid: NonNullable<unknown>, fees: NonNullable<unknown> }} Flows_Buyout_Paid_FullInputs */
/** @typedef {{ paid: NonNullable<unknown>, percent: NonNullable<unknown>, fees: NonNullable<unknown> }} Flows_Buyout_Paid_CreditInputs */
/** @typedef {{ retail: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_RetailInputs */
/** @typedef {{ retail: NonNullable<unknown>, paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_Less_PaidInputs */
/** @typedef {{ count: NonNullable<unknown>, retail: NonNullable<unknown>, paid: NonNullable<unknown>, lessPaid: NonNullable<unknown>, fee: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_Payments_LeftInputs */
/** @typedef {{ retail: NonNullable<unknown>, paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_FloorInputs */
/** @typedef {{ count: NonNullable<unknown>, credit: NonNullable<unknown> }} Flows_Buyout_UnpaidInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Buyout_Unpaid_CreditInputs */
/** @typedef {{}} Flows_Partner_Confirmed_TitleInputs */
/** @typedef {{}} Flows_Partner_Billing_DetailsInputs */
/** @typedef {{}} Flows_Partner_Delivery_AddressInputs */
/** @typedef {{}} Flows_Partner_Window_MorningInputs */
/** @typedef {{}} Flows_Partner_Window_AfternoonInputs */
/** @typedef {{}} Flows_Partner_Window_EveningInputs */
/** @typedef {{}} Flows_Partner_Window_AnytimeInputs */
/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Flows_Partner_Day_WindowInputs */
/** @typedef {{}} Flows_Partner_Showroom_Will_CallInputs */
/** @typedef {{}} Flows_Partner_Showroom_OrderInputs */
/** @typedef {{ store: NonNullable<unknown>, number: NonNullable<unknown> }} Flows_Partner_Order_LineInputs */
/** @typedef {{ store: NonNullable<unknown>, reference: NonNullable<unknown>, number: NonNullable<unknown> }} Flows_Partner_Order_Line_ReceiptInputs */
/** @typedef {{}} Flows_Partner_PiecesInputs */
/** @typedef {{}} Flows_Partner_Per_MonthInputs */
/** @typedef {{ months: NonNullable<unknown> }} Flows_Partner_Term_PlanInputs */
/** @typedef {{}} Flows_Partner_Monthly_PlanInputs */
/** @typedef {{}} Flows_Partner_Paid_At_StoreInputs */
/** @typedef {{}} Flows_Partner_Then_MonthlyInputs */
/** @typedef {{}} Flows_Partner_DeliveryInputs */
/** @typedef {{ step: NonNullable<unknown> }} Flows_Partner_StepInputs */
/** @typedef {{}} Flows_Partner_Address_TitleInputs */
/** @typedef {{ store: NonNullable<unknown> }} Flows_Partner_Address_IntroInputs */
/** @typedef {{}} Flows_Partner_Address_GivenInputs */
/** @typedef {{ address: NonNullable<unknown> }} Flows_Partner_Address_Given_TextInputs */
/** @typedef {{}} Flows_Partner_Continue_Billing_LinkInputs */
/** @typedef {{}} Flows_Partner_Continue_BillingInputs */
/** @typedef {{}} Flows_Partner_Billing_TitleInputs */
/** @typedef {{ hold: NonNullable<unknown> }} Flows_Partner_Billing_IntroInputs */
/** @typedef {{}} Flows_Partner_ChargeInputs */
/** @typedef {{}} Flows_Partner_ConfirmingInputs */
/** @typedef {{}} Flows_Partner_ConfirmInputs */
/** @typedef {{}} Flows_Partner_Change_AddressInputs */
/** @typedef {{}} Flows_Partner_Load_FailedInputs */
/** @typedef {{}} Flows_Partner_No_Order_TitleInputs */
/** @typedef {{}} Flows_Partner_No_Order_TextInputs */
/** @typedef {{ when: NonNullable<unknown> }} Flows_Partner_Done_OnInputs */
/** @typedef {{}} Flows_Partner_Done_Showroom_DayInputs */
/** @typedef {{ address: NonNullable<unknown> }} Flows_Partner_Delivering_ToInputs */
/** @typedef {{}} Flows_Tip_HeadingInputs */
/** @typedef {{}} Flows_Tip_Not_DoneInputs */
/** @typedef {{}} Flows_Tip_Thanks_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Thanks_AmountInputs */
/** @typedef {{}} Flows_Tip_ThanksInputs */
/** @typedef {{}} Flows_Tip_Load_FailedInputs */
/** @typedef {{}} Flows_Tip_LoadingInputs */
/** @typedef {{}} Flows_Tip_Paid_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Paid_TextInputs */
/** @typedef {{}} Flows_Tip_IntroInputs */
/** @typedef {{}} Flows_Tip_Amount_GroupInputs */
/** @typedef {{}} Flows_Tip_Other_AmountInputs */
/** @typedef {{}} Flows_Tip_Your_AmountInputs */
/** @typedef {{ minimum: NonNullable<unknown>, maximum: NonNullable<unknown> }} Flows_Tip_Amount_RangeInputs */
/** @typedef {{}} Flows_Tip_Note_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Flows_Tip_Note_CountInputs */
/** @typedef {{}} Flows_Tip_Declined_TitleInputs */
/** @typedef {{}} Flows_Tip_Update_CardInputs */
/** @typedef {{}} Flows_Tip_Change_AmountInputs */
/** @typedef {{}} Flows_Tip_Failed_TitleInputs */
/** @typedef {{}} Flows_Tip_ChargingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Amount_ButtonInputs */
/** @typedef {{}} Flows_Tip_ButtonInputs */
/** @typedef {{}} Flows_Tip_Error_EmptyInputs */
/** @typedef {{}} Flows_Tip_Error_Not_DollarsInputs */
/** @typedef {{}} Flows_Tip_Error_Not_PositiveInputs */
/** @typedef {{}} Flows_Tip_Error_Too_PreciseInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Error_Below_MinimumInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Error_Above_MaximumInputs */
/** @typedef {{ max: NonNullable<unknown> }} Flows_Tip_Error_Note_Too_LongInputs */
/** @typedef {{}} Flows_Review_Rating_PoorInputs */
/** @typedef {{}} Flows_Review_Rating_FairInputs */
/** @typedef {{}} Flows_Review_Rating_GoodInputs */
/** @typedef {{}} Flows_Review_Rating_Very_GoodInputs */
/** @typedef {{}} Flows_Review_Rating_ExcellentInputs */
/** @typedef {{}} Flows_Review_Error_RatingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Flows_Review_Error_ShortInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Flows_Review_Error_LongInputs */
/** @typedef {{}} Flows_Review_Error_MarkupInputs */
/** @typedef {{}} Flows_Review_Your_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, word: NonNullable<unknown> }} Flows_Review_Star_LabelInputs */
/** @typedef {{}} Flows_Review_Rating_HintInputs */
/** @typedef {{ value: NonNullable<unknown>, word: NonNullable<unknown> }} Flows_Review_Rating_ChosenInputs */
/** @typedef {{}} Flows_Review_Edit_TitleInputs */
/** @typedef {{}} Flows_Review_Write_TitleInputs */
/** @typedef {{}} Flows_Review_Loading_ProductInputs */
/** @typedef {{}} Flows_Review_Load_Product_FailedInputs */
/** @typedef {{}} Flows_Review_Nothing_ChangedInputs */
/** @typedef {{}} Flows_Review_Cannot_ReviewInputs */
/** @typedef {{}} Flows_Review_See_ProductsInputs */
/** @typedef {{}} Flows_Review_Not_FoundInputs */
/** @typedef {{ date: NonNullable<unknown> }} Flows_Review_DeliveredInputs */
/** @typedef {{}} Flows_Review_Published_TitleInputs */
/** @typedef {{}} Flows_Review_Published_TextInputs */
/** @typedef {{}} Flows_Review_See_On_ProductInputs */
/** @typedef {{}} Flows_Review_AnotherInputs */
/** @typedef {{}} Flows_Review_Not_SavedInputs */
/** @typedef {{}} Flows_Review_Your_ReviewInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, count: NonNullable<unknown> }} Flows_Review_Text_HintInputs */
/** @typedef {{}} Flows_Review_SavingInputs */
/** @typedef {{}} Flows_Review_Save_ChangesInputs */
/** @typedef {{}} Flows_Review_PublishInputs */
/** @typedef {{}} Flows_Review_CancelInputs */
/** @typedef {{}} Flows_Review_Returned_SinceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Flows_Review_ReviewedInputs */
/** @typedef {{}} Flows_Review_EditedInputs */
/** @typedef {{}} Flows_Review_EditInputs */
/** @typedef {{}} Flows_Review_WriteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Flows_Review_Of_ItemInputs */
/** @typedef {{}} Flows_Review_See_Product_PageInputs */
/** @typedef {{}} Flows_Review_List_TitleInputs */
/** @typedef {{}} Flows_Review_List_IntroInputs */
/** @typedef {{}} Flows_Review_Loading_ProductsInputs */
/** @typedef {{}} Flows_Review_Load_Products_FailedInputs */
/** @typedef {{}} Flows_Review_Trying_AgainInputs */
/** @typedef {{}} Flows_Review_Nothing_TitleInputs */
/** @typedef {{}} Flows_Review_BrowseInputs */
/** @typedef {{}} Flows_Review_Nothing_TextInputs */
/** @typedef {{}} Flows_Review_All_DoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Review_WaitingInputs */
/** @typedef {{}} Flows_Review_Delivered_ProductsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Content_Last_UpdatedInputs */
/** @typedef {{}} Content_Terms_TitleInputs */
/** @typedef {{}} Content_Terms_LeadInputs */
/** @typedef {{}} Content_Terms_S_AgreementInputs */
/** @typedef {{}} Content_Terms_S_EligibilityInputs */
/** @typedef {{}} Content_Terms_S_AccountInputs */
/** @typedef {{}} Content_Terms_S_PricesInputs */
/** @typedef {{}} Content_Terms_S_OrdersInputs */
/** @typedef {{}} Content_Terms_S_AgreementsInputs */
/** @typedef {{}} Content_Terms_S_ConductInputs */
/** @typedef {{}} Content_Terms_S_ContentInputs */
/** @typedef {{}} Content_Terms_S_LiabilityInputs */
/** @typedef {{}} Content_Terms_S_LawInputs */
/** @typedef {{}} Content_Terms_S_ChangesInputs */
/** @typedef {{}} Content_Terms_AgreementInputs */
/** @typedef {{}} Content_Terms_EligibilityInputs */
/** @typedef {{}} Content_Terms_AccountInputs */
/** @typedef {{}} Content_Terms_Prices_CadInputs */
/** @typedef {{}} Content_Terms_Prices_TaxInputs */
/** @typedef {{}} Content_Terms_Prices_ErrorsInputs */
/** @typedef {{}} Content_Terms_OrdersInputs */
/** @typedef {{}} Content_Terms_AgreementsInputs */
/** @typedef {{}} Content_Terms_ConductInputs */
/** @typedef {{}} Content_Terms_ContentInputs */
/** @typedef {{}} Content_Terms_LiabilityInputs */
/** @typedef {{}} Content_Terms_LawInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Terms_ChangesInputs */
/** @typedef {{}} Content_Sale_TitleInputs */
/** @typedef {{}} Content_Sale_EffectiveInputs */
/** @typedef {{}} Content_Sale_LeadInputs */
/** @typedef {{}} Content_Sale_ShortInputs */
/** @typedef {{}} Content_Sale_Prices_TitleInputs */
/** @typedef {{}} Content_Sale_PricesInputs */
/** @typedef {{}} Content_Sale_Final_TitleInputs */
/** @typedef {{}} Content_Sale_Final_No_ReturnInputs */
/** @typedef {{}} Content_Sale_Final_ConditionInputs */
/** @typedef {{}} Content_Sale_Final_RightsInputs */
/** @typedef {{}} Content_Sale_Pickup_TitleInputs */
/** @typedef {{}} Content_Sale_Pickup_EmailInputs */
/** @typedef {{}} Content_Sale_Pickup_DaysInputs */
/** @typedef {{}} Content_Sale_Pickup_IdInputs */
/** @typedef {{}} Content_Sale_Pickup_VehicleInputs */
/** @typedef {{}} Content_Sale_Missed_TitleInputs */
/** @typedef {{}} Content_Sale_MissedInputs */
/** @typedef {{}} Content_Sale_Quantities_TitleInputs */
/** @typedef {{}} Content_Sale_QuantitiesInputs */
/** @typedef {{}} Content_Sale_Subscribers_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Content_Sale_SubscribersInputs */
/** @typedef {{}} Content_Privacy_TitleInputs */
/** @typedef {{}} Content_Privacy_LeadInputs */
/** @typedef {{}} Content_Privacy_S_ScopeInputs */
/** @typedef {{}} Content_Privacy_S_CollectInputs */
/** @typedef {{}} Content_Privacy_S_UseInputs */
/** @typedef {{}} Content_Privacy_S_ConsentInputs */
/** @typedef {{}} Content_Privacy_S_ShareInputs */
/** @typedef {{}} Content_Privacy_S_StorageInputs */
/** @typedef {{}} Content_Privacy_S_WhereInputs */
/** @typedef {{}} Content_Privacy_S_RetentionInputs */
/** @typedef {{}} Content_Privacy_S_SafeguardsInputs */
/** @typedef {{}} Content_Privacy_S_RightsInputs */
/** @typedef {{}} Content_Privacy_S_BreachesInputs */
/** @typedef {{}} Content_Privacy_S_ChangesInputs */
/** @typedef {{}} Content_Privacy_ScopeInputs */
/** @typedef {{}} Content_Privacy_Collect_IdentityInputs */
/** @typedef {{}} Content_Privacy_Collect_DeliveryInputs */
/** @typedef {{}} Content_Privacy_Collect_OrdersInputs */
/** @typedef {{}} Content_Privacy_Collect_PhotosInputs */
/** @typedef {{}} Content_Privacy_Collect_ReviewsInputs */
/** @typedef {{}} Content_Privacy_Collect_TechnicalInputs */
/** @typedef {{}} Content_Privacy_Use_DeliverInputs */
/** @typedef {{}} Content_Privacy_Use_BillInputs */
/** @typedef {{}} Content_Privacy_Use_VerifyInputs */
/** @typedef {{}} Content_Privacy_Use_AnswerInputs */
/** @typedef {{}} Content_Privacy_Use_ImproveInputs */
/** @typedef {{}} Content_Privacy_Use_OffersInputs */
/** @typedef {{}} Content_Privacy_ConsentInputs */
/** @typedef {{}} Content_Privacy_Share_IntroInputs */
/** @typedef {{}} Content_Privacy_Share_PaymentInputs */
/** @typedef {{}} Content_Privacy_Share_DeliveryInputs */
/** @typedef {{}} Content_Privacy_Share_HostingInputs */
/** @typedef {{}} Content_Privacy_Share_AuthoritiesInputs */
/** @typedef {{}} Content_Privacy_Share_ContractsInputs */
/** @typedef {{}} Content_Privacy_StorageInputs */
/** @typedef {{}} Content_Privacy_WhereInputs */
/** @typedef {{}} Content_Privacy_RetentionInputs */
/** @typedef {{}} Content_Privacy_SafeguardsInputs */
/** @typedef {{}} Content_Privacy_Rights_AccessInputs */
/** @typedef {{}} Content_Privacy_Rights_CorrectionInputs */
/** @typedef {{}} Content_Privacy_Rights_WithdrawalInputs */
/** @typedef {{}} Content_Privacy_Rights_ComplaintInputs */
/** @typedef {{}} Content_Privacy_BreachesInputs */
/** @typedef {{}} Content_Privacy_ChangesInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Privacy_OfficerInputs */
/** @typedef {{}} Content_Faq_TitleInputs */
/** @typedef {{}} Content_Faq_LeadInputs */
/** @typedef {{}} Content_Faq_TopicsInputs */
/** @typedef {{}} Content_Faq_S_ShoppingInputs */
/** @typedef {{}} Content_Faq_S_DeliveryInputs */
/** @typedef {{}} Content_Faq_S_ReturnsInputs */
/** @typedef {{}} Content_Faq_S_PivotcareInputs */
/** @typedef {{}} Content_Faq_S_BillingInputs */
/** @typedef {{}} Content_Faq_S_LiquidationInputs */
/** @typedef {{}} Content_Faq_Btn_QInputs */
/** @typedef {{}} Content_Faq_Btn_A1Inputs */
/** @typedef {{}} Content_Faq_Btn_A2Inputs */
/** @typedef {{}} Content_Faq_Ways_QInputs */
/** @typedef {{}} Content_Faq_Ways_LabelInputs */
/** @typedef {{}} Content_Faq_Ways_CaptionInputs */
/** @typedef {{}} Content_Faq_Col_OptionInputs */
/** @typedef {{}} Content_Faq_Col_PayInputs */
/** @typedef {{}} Content_Faq_Col_OwnerInputs */
/** @typedef {{}} Content_Faq_Col_BestInputs */
/** @typedef {{}} Content_Faq_Sub_NameInputs */
/** @typedef {{}} Content_Faq_Sub_PayInputs */
/** @typedef {{}} Content_Faq_Sub_OwnerInputs */
/** @typedef {{}} Content_Faq_Sub_BestInputs */
/** @typedef {{}} Content_Faq_Fin_NameInputs */
/** @typedef {{}} Content_Faq_Fin_PayInputs */
/** @typedef {{}} Content_Faq_Owner_YouInputs */
/** @typedef {{}} Content_Faq_Fin_BestInputs */
/** @typedef {{}} Content_Faq_Rent_NameInputs */
/** @typedef {{}} Content_Faq_Rent_PayInputs */
/** @typedef {{}} Content_Faq_Rent_OwnerInputs */
/** @typedef {{}} Content_Faq_Rent_BestInputs */
/** @typedef {{}} Content_Faq_Buy_NameInputs */
/** @typedef {{}} Content_Faq_Buy_PayInputs */
/** @typedef {{}} Content_Faq_Buy_BestInputs */
/** @typedef {{}} Content_Faq_Ways_AgreementsInputs */
/** @typedef {{}} Content_Faq_End_QInputs */
/** @typedef {{}} Content_Faq_End_AInputs */
/** @typedef {{}} Content_Faq_Tax_QInputs */
/** @typedef {{}} Content_Faq_Tax_AInputs */
/** @typedef {{}} Content_Faq_Fabric_QInputs */
/** @typedef {{}} Content_Faq_Fabric_AInputs */
/** @typedef {{}} Content_Faq_Where_QInputs */
/** @typedef {{ count: NonNullable<unknown>, cities: NonNullable<unknown> }} Content_Faq_Where_A1Inputs */
/** @typedef {{}} Content_Faq_Where_A2Inputs */
/** @typedef {{}} Content_Faq_Cost_QInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Content_Faq_Cost_AInputs */
/** @typedef {{}} Content_Faq_When_QInputs */
/** @typedef {{}} Content_Faq_When_AInputs */
/** @typedef {{}} Content_Faq_Assembly_QInputs */
/** @typedef {{}} Content_Faq_Assembly_AInputs */
/** @typedef {{}} Content_Faq_Return_QInputs */
/** @typedef {{ terms: NonNullable<unknown> }} Content_Faq_Return_AInputs */
/** @typedef {{ count: NonNullable<unknown> }} Content_Return_TermsInputs */
/** @typedef {{}} Content_Faq_Swap_QInputs */
/** @typedef {{}} Content_Faq_Swap_AInputs */
/** @typedef {{}} Content_Faq_Move_QInputs */
/** @typedef {{}} Content_Faq_Move_AInputs */
/** @typedef {{}} Content_Faq_Bought_QInputs */
/** @typedef {{}} Content_Faq_Bought_AInputs */
/** @typedef {{}} Content_Faq_Buyout_QInputs */
/** @typedef {{}} Content_Faq_Buyout_AInputs */
/** @typedef {{}} Content_Faq_Care_QInputs */
/** @typedef {{ fee: NonNullable<unknown>, care: NonNullable<unknown> }} Content_Faq_Care_A1Inputs */
/** @typedef {{}} Content_Faq_Care_A2Inputs */
/** @typedef {{}} Content_Faq_Nocare_QInputs */
/** @typedef {{}} Content_Faq_Nocare_A1Inputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_LegsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_UpholsteryInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_HardInputs */
/** @typedef {{}} Content_Faq_Nocare_A2Inputs */
/** @typedef {{}} Content_Faq_Charged_QInputs */
/** @typedef {{}} Content_Faq_Charged_AInputs */
/** @typedef {{}} Content_Faq_Failed_QInputs */
/** @typedef {{}} Content_Faq_Failed_AInputs */
/** @typedef {{}} Content_Faq_Person_QInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Content_Faq_Person_AInputs */
/** @typedef {{}} Content_Faq_Sale_QInputs */
/** @typedef {{}} Content_Faq_Sale_A1Inputs */
/** @typedef {{}} Content_Faq_Sale_A2Inputs */
/** @typedef {{}} Content_City_MontrealInputs */
/** @typedef {{}} Content_City_QuebecInputs */
/** @typedef {{ count: NonNullable<unknown> }} Content_Return_SummaryInputs */
/** @typedef {{}} Content_Agr_Care_TitleInputs */
/** @typedef {{}} Content_Agr_Care_P1Inputs */
/** @typedef {{ legsFrom: NonNullable<unknown>, legsTo: NonNullable<unknown>, upholsteryFrom: NonNullable<unknown>, upholsteryTo: NonNullable<unknown>, hardFrom: NonNullable<unknown>, hardTo: NonNullable<unknown> }} Content_Agr_Care_P2Inputs */
/** @typedef {{}} Content_Agr_Law_TitleInputs */
/** @typedef {{}} Content_Agr_Law_P1Inputs */
/** @typedef {{}} Content_Agr_Contact_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Content_Agr_Contact_P1Inputs */
/** @typedef {{}} Content_Agr_What_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_NameInputs */
/** @typedef {{}} Content_Agr_Sub_ReadInputs */
/** @typedef {{}} Content_Agr_Sub_SummaryInputs */
/** @typedef {{}} Content_Agr_Sub_H1Inputs */
/** @typedef {{}} Content_Agr_Sub_H3Inputs */
/** @typedef {{}} Content_Agr_Sub_H4Inputs */
/** @typedef {{}} Content_Agr_Sub_WhatInputs */
/** @typedef {{}} Content_Agr_Sub_Fees_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Fees_P1Inputs */
/** @typedef {{}} Content_Agr_Sub_Fees_P2Inputs */
/** @typedef {{}} Content_Agr_Sub_Returns_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Returns_P2Inputs */
/** @typedef {{}} Content_Agr_Sub_Returns_P3Inputs */
/** @typedef {{}} Content_Agr_Sub_Own_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Own_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_NameInputs */
/** @typedef {{}} Content_Agr_Rent_ReadInputs */
/** @typedef {{}} Content_Agr_Rent_SummaryInputs */
/** @typedef {{}} Content_Agr_Rent_H1Inputs */
/** @typedef {{}} Content_Agr_Rent_H2Inputs */
/** @typedef {{}} Content_Agr_Rent_H3Inputs */
/** @typedef {{}} Content_Agr_Rent_H4Inputs */
/** @typedef {{}} Content_Agr_Rent_WhatInputs */
/** @typedef {{}} Content_Agr_Rent_Billing_TitleInputs */
/** @typedef {{}} Content_Agr_Rent_Billing_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_End_TitleInputs */
/** @typedef {{}} Content_Agr_Rent_End_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_End_P2Inputs */
/** @typedef {{}} Content_Agr_Own_NameInputs */
/** @typedef {{}} Content_Agr_Own_ReadInputs */
/** @typedef {{}} Content_Agr_Own_SummaryInputs */
/** @typedef {{}} Content_Agr_Own_H1Inputs */
/** @typedef {{}} Content_Agr_Own_H2Inputs */
/** @typedef {{}} Content_Agr_Own_H3Inputs */
/** @typedef {{}} Content_Agr_Own_H4Inputs */
/** @typedef {{}} Content_Agr_Own_WhatInputs */
/** @typedef {{}} Content_Agr_Own_Full_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Full_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Fin_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Fin_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Fin_P2Inputs */
/** @typedef {{}} Content_Agr_Own_Returns_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Returns_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Warranty_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Warranty_P1Inputs */
/** @typedef {{}} Content_Agr_HomeInputs */
/** @typedef {{}} Content_Agr_AllInputs */
/** @typedef {{ version: NonNullable<unknown> }} Content_Agr_MetaInputs */
/** @typedef {{}} Content_Agr_PrintInputs */
/** @typedef {{}} Content_Contract_TitleInputs */
/** @typedef {{ version: NonNullable<unknown> }} Content_Contract_VersionInputs */
/** @typedef {{}} Content_Contract_LeadInputs */
/** @typedef {{}} Content_Contract_Which_TitleInputs */
/** @typedef {{}} Content_Contract_WhichInputs */
/** @typedef {{}} Content_Contract_SignedInputs */
/** @typedef {{}} Content_Agr_BrandInputs */
/** @typedef {{}} Content_Approach_TitleInputs */
/** @typedef {{}} Content_Approach_LeadInputs */
/** @typedef {{}} Content_Approach_Use_TitleInputs */
/** @typedef {{}} Content_Approach_UseInputs */
/** @typedef {{}} Content_Approach_Better_TitleInputs */
/** @typedef {{}} Content_Approach_BetterInputs */
/** @typedef {{}} Content_Approach_Ways_TitleInputs */
/** @typedef {{}} Content_Approach_SubscribeInputs */
/** @typedef {{}} Content_Approach_Subscribe_TextInputs */
/** @typedef {{}} Content_Approach_FinanceInputs */
/** @typedef {{}} Content_Approach_Finance_TextInputs */
/** @typedef {{}} Content_Approach_RentInputs */
/** @typedef {{}} Content_Approach_Rent_TextInputs */
/** @typedef {{}} Content_Approach_BuyInputs */
/** @typedef {{}} Content_Approach_Buy_TextInputs */
/** @typedef {{}} Content_Approach_TermsInputs */
/** @typedef {{}} Content_Approach_Canada_TitleInputs */
/** @typedef {{}} Content_Approach_CanadaInputs */
/** @typedef {{}} Content_Approach_Crews_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown> }} Content_Approach_CrewsInputs */
/** @typedef {{}} Content_Approach_Care_TitleInputs */
/** @typedef {{}} Content_Approach_CareInputs */
/** @typedef {{}} Content_Contact_TitleInputs */
/** @typedef {{}} Content_Contact_LeadInputs */
/** @typedef {{}} Content_Contact_CallInputs */
/** @typedef {{}} Content_Contact_Toll_FreeInputs */
/** @typedef {{}} Content_Contact_WeekdaysInputs */
/** @typedef {{}} Content_Contact_Weekdays_HoursInputs */
/** @typedef {{}} Content_Contact_WeekendInputs */
/** @typedef {{}} Content_Contact_Weekend_HoursInputs */
/** @typedef {{}} Content_Contact_EmailInputs */
/** @typedef {{}} Content_Contact_ReplyInputs */
/** @typedef {{}} Content_Contact_MailInputs */
/** @typedef {{}} Content_Contact_AttnInputs */
/** @typedef {{}} Content_Contact_Po_BoxInputs */
/** @typedef {{}} Content_Contact_QuickerInputs */
/** @typedef {{}} Content_Contact_Quicker_AccountInputs */
/** @typedef {{}} Content_Contact_Quicker_FaqInputs */
/** @typedef {{}} Content_Contact_Quicker_CrewInputs */
/** @typedef {{}} Content_Contact_Privacy_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Contact_PrivacyInputs */
/** @typedef {{}} Content_Cover_TitleInputs */
/** @typedef {{}} Content_Cover_LeadInputs */
/** @typedef {{}} Content_Cover_What_TitleInputs */
/** @typedef {{}} Content_Cover_WhatInputs */
/** @typedef {{}} Content_Cover_How_TitleInputs */
/** @typedef {{}} Content_Cover_Step_FabricInputs */
/** @typedef {{}} Content_Cover_Step_PieceInputs */
/** @typedef {{}} Content_Cover_Step_QuoteInputs */
/** @typedef {{}} Content_Cover_Step_FitInputs */
/** @typedef {{}} Content_Cover_Care_TitleInputs */
/** @typedef {{}} Content_Cover_CareInputs */
/** @typedef {{}} Content_Cover_Fresh_TitleInputs */
/** @typedef {{}} Content_Cover_Fresh_VacuumInputs */
/** @typedef {{}} Content_Cover_Fresh_BlotInputs */
/** @typedef {{}} Content_Cover_Fresh_WashInputs */
/** @typedef {{}} Content_Cover_Fresh_SunInputs */
/** @typedef {{ email: NonNullable<unknown>, phone: NonNullable<unknown> }} Content_Cover_QuestionsInputs */
/** @typedef {{}} Content_Cover_Order_SwatchesInputs */
/** @typedef {{}} Returns_Center_TitleInputs */
/** @typedef {{}} Returns_Center_IntroInputs */
/** @typedef {{ term: NonNullable<unknown> }} Returns_Policy_TermsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Term_YearsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Term_MonthsInputs */
/** @typedef {{ version: NonNullable<unknown> }} Returns_Center_AgreementInputs */
/** @typedef {{}} Returns_Center_BillingInputs */
/** @typedef {{}} Returns_Center_StartInputs */
/** @typedef {{}} Returns_Page_TitleInputs */
/** @typedef {{}} Returns_Success_TitleInputs */
/** @typedef {{}} Returns_Success_IntroInputs */
/** @typedef {{}} Returns_Success_PhotosInputs */
/** @typedef {{}} Returns_Add_PhotosInputs */
/** @typedef {{}} Returns_View_ReturnInputs */
/** @typedef {{}} Returns_My_AccountInputs */
/** @typedef {{}} Returns_Return_PolicyInputs */
/** @typedef {{}} Returns_Reason_No_Longer_NeededInputs */
/** @typedef {{}} Returns_Reason_MovingInputs */
/** @typedef {{}} Returns_Reason_Not_As_ExpectedInputs */
/** @typedef {{}} Returns_Reason_DamagedInputs */
/** @typedef {{}} Returns_Reason_UpgradingInputs */
/** @typedef {{}} Returns_Reason_OtherInputs */
/** @typedef {{}} Returns_Condition_Better_Than_NewInputs */
/** @typedef {{}} Returns_Condition_Light_WearInputs */
/** @typedef {{}} Returns_Condition_Heavy_WearInputs */
/** @typedef {{}} Returns_Select_TitleInputs */
/** @typedef {{}} Returns_Select_IntroInputs */
/** @typedef {{}} Returns_ContinueInputs */
/** @typedef {{}} Returns_Free_To_ReturnInputs */
/** @typedef {{ date: NonNullable<unknown>, fee: NonNullable<unknown> }} Returns_Free_To_Return_FromInputs */
/** @typedef {{}} Returns_Details_TitleInputs */
/** @typedef {{}} Returns_Why_ReturningInputs */
/** @typedef {{}} Returns_In_A_Few_WordsInputs */
/** @typedef {{}} Returns_What_ConditionInputs */
/** @typedef {{}} Returns_Change_ItemsInputs */
/** @typedef {{}} Returns_Photos_TitleInputs */
/** @typedef {{}} Returns_Photos_Intro_DamagedInputs */
/** @typedef {{}} Returns_Photos_Intro_OptionalInputs */
/** @typedef {{}} Returns_Choose_Pickup_DayInputs */
/** @typedef {{}} Returns_Back_To_DetailsInputs */
/** @typedef {{}} Returns_Pickup_TitleInputs */
/** @typedef {{ address: NonNullable<unknown> }} Returns_Pickup_FromInputs */
/** @typedef {{}} Returns_Pickup_DayInputs */
/** @typedef {{}} Returns_Pickup_TimeInputs */
/** @typedef {{ notice: NonNullable<unknown>, date: NonNullable<unknown> }} Returns_First_DayInputs */
/** @typedef {{}} Returns_Review_The_ReturnInputs */
/** @typedef {{}} Returns_Back_To_PhotosInputs */
/** @typedef {{}} Returns_Review_TitleInputs */
/** @typedef {{}} Returns_Items_To_ReturnInputs */
/** @typedef {{}} Returns_Free_ReturnInputs */
/** @typedef {{}} Returns_Pickup_OnInputs */
/** @typedef {{}} Returns_Return_FeesInputs */
/** @typedef {{}} Returns_TotalInputs */
/** @typedef {{}} Returns_Review_TermsInputs */
/** @typedef {{}} Returns_Book_PickupInputs */
/** @typedef {{}} Returns_Booking_PickupInputs */
/** @typedef {{}} Returns_Change_PickupInputs */
/** @typedef {{}} Returns_LoadingInputs */
/** @typedef {{}} Returns_Load_FailedInputs */
/** @typedef {{}} Returns_Nothing_To_ReturnInputs */
/** @typedef {{}} Returns_PricingInputs */
/** @typedef {{}} Returns_Price_FailedInputs */
/** @typedef {{}} Returns_Opening_ConfirmationInputs */
/** @typedef {{}} Returns_Problem_Reason_MissingInputs */
/** @typedef {{}} Returns_Problem_Condition_MissingInputs */
/** @typedef {{}} Returns_Problem_Note_MissingInputs */
/** @typedef {{}} Returns_Problem_Photo_MissingInputs */
/** @typedef {{}} Returns_Problem_Pickup_Day_MissingInputs */
/** @typedef {{ notice: NonNullable<unknown>, earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Returns_Problem_Pickup_Day_Too_EarlyInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Returns_Problem_Pickup_Day_Out_Of_RangeInputs */
/** @typedef {{}} Returns_Problem_Pickup_Time_MissingInputs */
/** @typedef {{}} Returns_Problem_One_AddressInputs */
/** @typedef {{}} Returns_Problem_Choose_ItemsInputs */
/** @typedef {{}} Returns_Photo_Hint_RequiredInputs */
/** @typedef {{}} Returns_Photo_Hint_OptionalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Photo_FormatsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Photo_Formats_ReplaceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Returns_Photos_OfInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Returns_Photo_N_OfInputs */
/** @typedef {{}} Returns_Photo_LimitInputs */
/** @typedef {{}} Returns_Add_More_PhotosInputs */
/** @typedef {{ name: NonNullable<unknown> }} Returns_Add_Photos_OfInputs */
/** @typedef {{}} Returns_UploadingInputs */
/** @typedef {{}} Returns_Upload_FailedInputs */
/** @typedef {{}} Returns_Not_A_PhotoInputs */
/** @typedef {{}} Returns_Too_LargeInputs */
/** @typedef {{}} Returns_Empty_FileInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Returns_Photo_CountInputs */
/** @typedef {{}} Returns_RemovingInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Returns_Remove_Photo_NInputs */
/** @typedef {{}} Returns_RemoveInputs */
/** @typedef {{}} Returns_Photos_Page_TitleInputs */
/** @typedef {{}} Returns_Open_FailedInputs */
/** @typedef {{}} Returns_Try_AgainInputs */
/** @typedef {{}} Returns_Something_WrongInputs */
/** @typedef {{ number: NonNullable<unknown> }} Returns_Return_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Returns_Return_Number_PickupInputs */
/** @typedef {{}} Returns_Photos_Page_IntroInputs */
/** @typedef {{}} Returns_Photos_Closed_TitleInputs */
/** @typedef {{}} Returns_Photos_Closed_TextInputs */
/** @typedef {{ max: NonNullable<unknown>, room: NonNullable<unknown> }} Returns_Photos_RoomInputs */
/** @typedef {{ day: NonNullable<unknown>, period: NonNullable<unknown> }} Returns_Pickup_WhenInputs */
/** @typedef {{}} Swapmove_My_ProductsInputs */
/** @typedef {{}} Swapmove_My_AccountInputs */
/** @typedef {{}} Swapmove_No_ChangeInputs */
/** @typedef {{}} Swapmove_LoadingInputs */
/** @typedef {{}} Swapmove_Opening_ConfirmationInputs */
/** @typedef {{}} Swapmove_View_ReceiptInputs */
/** @typedef {{}} Swapmove_TimeInputs */
/** @typedef {{}} Swapmove_Change_DayInputs */
/** @typedef {{}} Swapmove_Charged_TodayInputs */
/** @typedef {{ notice: NonNullable<unknown>, date: NonNullable<unknown> }} Swapmove_First_DayInputs */
/** @typedef {{}} Swapmove_Load_Pieces_FailedInputs */
/** @typedef {{}} Swapmove_Swap_TitleInputs */
/** @typedef {{}} Swapmove_Swap_Item_TitleInputs */
/** @typedef {{}} Swapmove_Swap_Item_IntroInputs */
/** @typedef {{}} Swapmove_Your_PiecesInputs */
/** @typedef {{}} Swapmove_Choose_ReplacementInputs */
/** @typedef {{}} Swapmove_Replacement_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Swapmove_In_Place_OfInputs */
/** @typedef {{ name: NonNullable<unknown>, charge: NonNullable<unknown> }} Swapmove_In_Place_Of_ChargeInputs */
/** @typedef {{}} Swapmove_Search_CatalogueInputs */
/** @typedef {{}} Swapmove_SearchingInputs */
/** @typedef {{}} Swapmove_SearchInputs */
/** @typedef {{}} Swapmove_Finding_ReplacementsInputs */
/** @typedef {{}} Swapmove_No_ReplacementsInputs */
/** @typedef {{}} Swapmove_Replacements_LabelInputs */
/** @typedef {{}} Swapmove_Choose_Swap_DayInputs */
/** @typedef {{}} Swapmove_Change_ItemInputs */
/** @typedef {{}} Swapmove_Swap_Schedule_TitleInputs */
/** @typedef {{ address: NonNullable<unknown>, name: NonNullable<unknown> }} Swapmove_Swap_Schedule_IntroInputs */
/** @typedef {{}} Swapmove_Swap_DayInputs */
/** @typedef {{}} Swapmove_Review_SwapInputs */
/** @typedef {{}} Swapmove_Change_ReplacementInputs */
/** @typedef {{}} Swapmove_Swap_Review_TitleInputs */
/** @typedef {{}} Swapmove_The_SwapInputs */
/** @typedef {{}} Swapmove_Goes_BackInputs */
/** @typedef {{}} Swapmove_Comes_In_PlaceInputs */
/** @typedef {{}} Swapmove_Swap_OnInputs */
/** @typedef {{ address: NonNullable<unknown> }} Swapmove_At_AddressInputs */
/** @typedef {{}} Swapmove_Monthly_From_SwapInputs */
/** @typedef {{}} Swapmove_Swap_VisitInputs */
/** @typedef {{}} Swapmove_Swap_TermsInputs */
/** @typedef {{}} Swapmove_Confirm_SwapInputs */
/** @typedef {{}} Swapmove_Booking_SwapInputs */
/** @typedef {{}} Swapmove_Nothing_To_SwapInputs */
/** @typedef {{}} Swapmove_Replacements_FailedInputs */
/** @typedef {{}} Swapmove_Pricing_SwapInputs */
/** @typedef {{}} Swapmove_Swap_Price_FailedInputs */
/** @typedef {{}} Swapmove_Swap_BookedInputs */
/** @typedef {{}} Swapmove_Swap_Success_IntroInputs */
/** @typedef {{}} Swapmove_Problem_Item_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Replacement_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Swap_Day_MissingInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Swapmove_Problem_Swap_Day_Out_Of_RangeInputs */
/** @typedef {{}} Swapmove_Problem_Time_MissingInputs */
/** @typedef {{}} Swapmove_Move_TitleInputs */
/** @typedef {{}} Swapmove_Move_Items_TitleInputs */
/** @typedef {{}} Swapmove_Move_Items_IntroInputs */
/** @typedef {{}} Swapmove_YoursInputs */
/** @typedef {{}} Swapmove_Choose_New_AddressInputs */
/** @typedef {{}} Swapmove_Address_TitleInputs */
/** @typedef {{ address: NonNullable<unknown> }} Swapmove_From_AddressInputs */
/** @typedef {{}} Swapmove_Your_AddressesInputs */
/** @typedef {{}} Swapmove_New_AddressInputs */
/** @typedef {{}} Swapmove_Save_AddressInputs */
/** @typedef {{}} Swapmove_The_New_AddressInputs */
/** @typedef {{}} Swapmove_Choose_Move_DayInputs */
/** @typedef {{}} Swapmove_Checking_AddressInputs */
/** @typedef {{}} Swapmove_Change_ItemsInputs */
/** @typedef {{}} Swapmove_Check_AddressInputs */
/** @typedef {{}} Swapmove_Move_Schedule_TitleInputs */
/** @typedef {{ fromDepot: NonNullable<unknown>, delivery: NonNullable<unknown>, earliest: NonNullable<unknown> }} Swapmove_Move_Schedule_IntroInputs */
/** @typedef {{}} Swapmove_Delivered_Same_DayInputs */
/** @typedef {{ toDepot: NonNullable<unknown> }} Swapmove_Delivered_Next_DayInputs */
/** @typedef {{ toDepot: NonNullable<unknown>, days: NonNullable<unknown> }} Swapmove_Delivered_Days_LaterInputs */
/** @typedef {{}} Swapmove_Move_DayInputs */
/** @typedef {{}} Swapmove_Review_MoveInputs */
/** @typedef {{}} Swapmove_Change_AddressInputs */
/** @typedef {{}} Swapmove_Priced_OnInputs */
/** @typedef {{ places: NonNullable<unknown> }} Swapmove_ThroughInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Swapmove_Between_Depots_RateInputs */
/** @typedef {{}} Swapmove_Check_RoadInputs */
/** @typedef {{}} Swapmove_One_CrewInputs */
/** @typedef {{}} Swapmove_Buyout_TitleInputs */
/** @typedef {{ fee: NonNullable<unknown>, buyout: NonNullable<unknown> }} Swapmove_Buyout_Text_OneInputs */
/** @typedef {{ fee: NonNullable<unknown>, buyout: NonNullable<unknown> }} Swapmove_Buyout_Text_ManyInputs */
/** @typedef {{}} Swapmove_Buy_Out_OneInputs */
/** @typedef {{}} Swapmove_Buy_Out_ManyInputs */
/** @typedef {{}} Swapmove_Return_OneInputs */
/** @typedef {{}} Swapmove_Return_ManyInputs */
/** @typedef {{}} Swapmove_Move_Review_TitleInputs */
/** @typedef {{}} Swapmove_Pieces_To_MoveInputs */
/** @typedef {{}} Swapmove_FromInputs */
/** @typedef {{}} Swapmove_ToInputs */
/** @typedef {{}} Swapmove_Pickup_OnInputs */
/** @typedef {{}} Swapmove_Delivery_OnInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, km: NonNullable<unknown> }} Swapmove_Move_Fee_BetweenInputs */
/** @typedef {{ depot: NonNullable<unknown> }} Swapmove_Move_Fee_WithinInputs */
/** @typedef {{}} Swapmove_Move_Terms_CardInputs */
/** @typedef {{ province: NonNullable<unknown> }} Swapmove_Move_Terms_TaxedInputs */
/** @typedef {{}} Swapmove_Move_Terms_SameInputs */
/** @typedef {{}} Swapmove_Confirm_MoveInputs */
/** @typedef {{}} Swapmove_Booking_MoveInputs */
/** @typedef {{}} Swapmove_Nothing_To_MoveInputs */
/** @typedef {{}} Swapmove_Pricing_MoveInputs */
/** @typedef {{}} Swapmove_Move_Price_FailedInputs */
/** @typedef {{}} Swapmove_Move_BookedInputs */
/** @typedef {{}} Swapmove_Move_Success_IntroInputs */
/** @typedef {{}} Swapmove_Problem_One_AddressInputs */
/** @typedef {{}} Swapmove_Problem_Items_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Address_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Move_Day_MissingInputs */
/** @typedef {{ earliest: NonNullable<unknown> }} Swapmove_Problem_Move_Day_Too_EarlyInputs */
/** @typedef {{ latest: NonNullable<unknown> }} Swapmove_Problem_Move_Day_Too_LateInputs */
/** @typedef {{}} Routes_StatechartsInputs */
/** @typedef {{}} Routes_Your_CartInputs */
/** @typedef {{}} Routes_Return_CenterInputs */
/** @typedef {{}} Routes_PackagesInputs */
/** @typedef {{}} Routes_Shared_CartInputs */
/** @typedef {{}} Routes_Share_Your_CartInputs */
/** @typedef {{}} Routes_Buy_Out_Your_FurnitureInputs */
/** @typedef {{}} Routes_DeliveriesInputs */
/** @typedef {{}} Routes_AddressInputs */
/** @typedef {{}} Routes_CheckoutInputs */
/** @typedef {{}} Routes_Swap_A_PieceInputs */
/** @typedef {{}} Routes_Move_Your_FurnitureInputs */
/** @typedef {{}} Routes_Pickup_BookedInputs */
/** @typedef {{}} Routes_ProfileInputs */
/** @typedef {{}} Routes_ReferralInputs */
/** @typedef {{}} Routes_Delivery_NoticesInputs */
/** @typedef {{}} Routes_Move_BookedInputs */
/** @typedef {{}} Routes_Unsigned_AgreementsInputs */
/** @typedef {{}} Routes_Product_ReviewsInputs */
/** @typedef {{}} Routes_Photos_Of_Your_ReturnInputs */
/** @typedef {{}} Routes_Payment_InformationInputs */
/** @typedef {{}} Routes_My_AccountInputs */
/** @typedef {{}} Routes_Complete_Your_Showroom_OrderInputs */
/** @typedef {{}} Routes_Pay_For_Your_BuyoutInputs */
/** @typedef {{}} Routes_Follow_Your_DeliveryInputs */
/** @typedef {{}} Routes_Return_ItemsInputs */
/** @typedef {{}} Routes_Upcoming_BillInputs */
/** @typedef {{}} Routes_Order_PlacedInputs */
/** @typedef {{}} Routes_Write_A_ReviewInputs */
/** @typedef {{}} Routes_My_ProductsInputs */
/** @typedef {{}} Routes_Swap_BookedInputs */
/** @typedef {{}} Routes_Choose_An_AddressInputs */
/** @typedef {{}} Routes_ReceiptsInputs */
/** @typedef {{}} Routes_ReceiptInputs */
/** @typedef {{}} Routes_Billing_HistoryInputs */
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See this page in English`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier, vide`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Panier, ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Panier, ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tissus et housses de remplacement`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos contrats`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrières`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (site externe)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiques`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de la vente de liquidation`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. Tous les prix sont en dollars canadiens.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot sur les médias sociaux`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou créer un compte`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au menu principal`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} : tout voir`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ajouté à votre panier`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier vidé`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier et votre panier de retour sont maintenant vides.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue lors de l'ajout à votre panier. Veuillez réessayer ou joindre le soutien.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} article dans votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} articles dans votre panier.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le panier`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par catégorie`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente de liquidation finale : 85 % de rabais sur tout.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à notre entrepôt de Mississauga, en Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la politique de la vente`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par notre dépôt de ${i?.city}; il n'y a donc pas de ville à choisir.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par un seul dépôt.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner à ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt de ${i?.city} (${i?.province}). Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt par défaut. Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous livrons dans 15 villes au Canada. Les prix, la disponibilité et les frais de livraison dépendent de la vôtre.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous magasinez à ${i?.city} (${i?.province}).`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville : `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas la page que vous cherchez`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est peut-être ancien ou mal écrit. Choisissez une pièce ci-dessous, ou retournez à la page d'accueil pour continuer à magasiner.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces à magasiner`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d'accueil`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais sur tous les meubles`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré et assemblé par notre propre équipe`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des renseignements de facturation requise! Cliquez ici pour les mettre à jour.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories populaires`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d'appoint`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la recherche`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur Entrée pour voir les résultats.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Nous avons été avisés de l'erreur et la corrigerons dès que possible. Veuillez réessayer dans un moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Veuillez réessayer dans un moment. Si le problème persiste, joignez-nous et dites-nous ce que vous faisiez.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au contenu`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux adresses`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes produits`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon compte`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigateur non pris en charge`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez mettre à jour votre navigateur`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : notre site ne prend pas en charge votre navigateur.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre magasin utilise des fonctions que les anciens navigateurs n'ont pas. Chacun de ces navigateurs gratuits, tenu à jour, fonctionne bien sur ordinateur, téléphone et tablette :`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous préférez magasiner par téléphone, notre service à la clientèle peut vous aider au `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement, veuillez patienter...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cette page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédente`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page suivante`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image précédente`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image suivante`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mot de passe`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres photos`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir ${i?.name} en plein écran`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir la photo ${i?.number} sur ${i?.total} : ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire défiler les promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre les promotions en pause`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5 étoiles`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des meubles`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, chêne, velours…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les résultats`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non disponible`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse de livraison`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de famille`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l'équipe de livraison`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format : A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de bâtiment`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appartement`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison de ville`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étage`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interphone`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures de réception`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand quelqu'un peut faire entrer l'équipe`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès à un ascenseur`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porte de quai de chargement`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire mon adresse principale`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructions de livraison`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de l'adresse`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement; nous ne voyons ni ne gardons jamais son numéro.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration (MM/AA)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord votre ville`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification des prix avant le paiement…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier : réessayez d’abord`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez d’abord les articles qui ne peuvent pas être commandés`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu lire votre panier enregistré, il a donc été vidé. Veuillez ajouter vos articles de nouveau.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : à ce prix, la pièce est à vous — sans abonnement, ramassage seulement.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions calculer le prix de votre panier avec ses frais de livraison et ses taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à partir de n’importe quelle page de produit : ils vous attendront ici.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’assemblage`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison pour ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des prix…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date de livraison choisie : ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le panier`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vider le panier`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de votre panier`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} : ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couvre les dommages accidentels tant que la pièce est chez vous.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : ni retour ni échange.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantité`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mensuel`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement mensuel`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale, mensuel`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, minimum de ${i?.months} mois`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} mois`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} paiements mensuels de ${i?.amount} · total de ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À vous après ${i?.payments} paiements`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’à ce que vous la retourniez`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé de la commande`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer aujourd’hui`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achats`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier mois des articles mensuels`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total à payer aujourd’hui`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles mensuels`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TPS`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVH`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVQ`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVP`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVD`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent} %`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto). Vous choisissez votre jour de ramassage au moment de payer.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison prévue : du ${i?.from} au ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles en vente finale`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains articles sont en vente finale : ils ne peuvent être ni retournés ni échangés.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} était dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : c’est donc maintenant un achat au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} étaient dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : ce sont donc maintenant des achats au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} et ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page ne s’est pas chargée`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de ce problème. Veuillez réessayer dans un moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix établis pour notre dépôt de ${i?.place}. Pendant la vente de liquidation, toutes les commandes y sont ramassées : la ville ne peut donc pas être changée.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ville`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix, la disponibilité, les frais de livraison et les taxes sont ceux de cette ville.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des villes…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger la liste des villes.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensembles`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pièces de l’ensemble ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièce`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de l’ensemble`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une pièce n’est plus vendue et est laissée de côté.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pièces ne sont plus vendues et sont laissées de côté.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de cet ensemble`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’ensemble au panier`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des pièces que nous avons agencées pour vous : des meubles qui vont ensemble, ajoutés à votre panier en une seule étape.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun ensemble pour le moment`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt, ou magasinez pièce par pièce.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ensembles`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pièce · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pièces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager votre panier`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons avant de partager votre panier.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à votre panier, puis revenez pour le partager.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un lien vers ce panier pour l’ouvrir sur un autre appareil ou l’envoyer à quelqu’un. Le lien garde les articles tels qu’ils sont maintenant; les prix sont calculés pour la personne qui l’ouvre.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier que vous partagez`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers votre panier`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toute personne qui a ce lien peut voir ces articles jusqu’au ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le lien`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur n’a pas pu le copier : le lien est sélectionné, copiez-le à partir de là.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n’a pas été créé`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : le lien n’a pas pu être créé. Veuillez réessayer dans un moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le lien`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre panier`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé introuvable`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de panier partagé a expiré ou n’existe pas`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre panier`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les liens de panier partagé sont valides 90 jours. Demandez un nouveau lien, ou trouvez les pièces dans notre catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé cet article avec vous. Ajoutez-le à votre panier pour le commander, ou pour continuer à magasiner avec lui.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé ces ${i?.count} articles avec vous. Ajoutez-les à votre panier pour les commander, ou pour continuer à magasiner avec eux.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre panier contient maintenant l’article du panier partagé.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Votre panier contient maintenant les ${i?.count} articles du panier partagé.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Articles partagés ajoutés à votre panier. Nouveaux : ${i?.added}. Déjà présents (quantité augmentée) : ${i?.increased}.`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ligne partagée ajoutée à votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lignes partagées ajoutées à votre panier.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les quantités sont limitées à 20 par article.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article laissé de côté : un panier contient au plus 50 articles différents.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles laissés de côté : un panier contient au plus 50 articles différents.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue pendant l’ajout à votre panier. Veuillez réessayer ou joindre le service à la clientèle.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions vous montrer les prix de ce panier.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article n’est plus vendu et ne sera pas ajouté.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} articles ne sont plus vendus et ne seront pas ajoutés.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier partagé`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de ces articles`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces articles ne sont plus vendus.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à mon panier`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà un article. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà ${i?.count} articles. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacer mon panier`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus vendu : il ne sera pas ajouté.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix pour votre ville`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été ajouté à votre panier.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la page d’accueil`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites un choix`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu être chargée`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet ennui. Veuillez réessayer dans un instant.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette catégorie n’est plus offerte`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasinez ${i?.name} chez ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner par type : ${i?.name}`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits : ${i?.name}`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun article dans « ${i?.name} » pour le moment`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir toute la catégorie ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouvelles pièces arrivent chaque semaine. Revenez bientôt ou essayez une catégorie voisine.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : des meubles pour chaque foyer canadien`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles mieux que neufs pour les foyers canadiens : abonnement mensuel, financement, location ou achat comptant, livrés et assemblés dans 15 villes.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles pour chaque foyer canadien`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous au mois, financez, louez ou achetez des meubles mieux que neufs, livrés et assemblés par notre propre équipe dans quinze villes, de Vancouver à St. John’s.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dans une pièce meublée`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner : ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons gratuits`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meubles en vedette`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par pièce`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vrais foyers, de vrais Canadiens`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos meubles chez nos clients, partout au pays. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pièce d’un client`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ville`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette pièce est vendue telle quelle, à prix de vente finale. Les achats en vente finale ne peuvent être ni retournés ni échangés.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au panier`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, minimum de ${i?.term} mois`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · ou `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comptant`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec l’option « ${i?.way} »`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage non offert`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : arrive prête à assembler, avec les outils fournis.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage par notre équipe de livraison :`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage gratuit par notre équipe de livraison`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matériaux`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entretien`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de face avec les mesures`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de côté avec les mesures`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesures`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrique`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impérial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous aimerez peut-être aussi`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À partir de`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désolés : ${i?.name} n’est pas offert dans votre région pour le moment.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert ici`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir d’autres articles : ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les stocks varient d’une ville à l’autre. Choisissez une autre ville ou parcourez ce que nous pouvons vous livrer.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} produit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} produits`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits ${i?.first} à ${i?.last} sur ${i?.total}`)
};

export const catalog_listing_showing_about = /** @type {(inputs: Catalog_Listing_Showing_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits ${i?.first} à ${i?.last} sur environ ${i?.total}`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleurs vendeurs seulement`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est au-delà de la fin de la liste`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la première page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il y a ${i?.count} page de produits ici.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Il y a ${i?.count} pages de produits ici.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit ne correspond à ces filtres`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez avec moins de couleurs, ou effacez les filtres pour tout voir.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus bas au plus élevé`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus élevé au plus bas`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom : de A à Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non offert ici`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, non offert dans votre ville`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (non offert dans votre ville)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En savoir plus : ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis pour le moment. Les clients qui ont cette pièce peuvent donner leur avis à partir de leur compte.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis, du plus récent au plus ancien`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un client`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Client vérifié`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus récents`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus anciens`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats pour « ${i?.query} »`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} chez ${i?.site} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meubles correspondant à « ${i?.query} » chez ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons aucun article « ${i?.name} » à montrer pour le moment.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à « ${i?.query} ». Vérifiez l’orthographe, utilisez moins de mots ou essayez l’une de ces recherches.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit trouvé`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherches populaires`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d’appoint`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu gratuits`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandez jusqu’à 10 échantillons de tissu gratuits, postés partout au Canada, et voyez nos couleurs sous votre propre éclairage avant de choisir.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voyez et touchez nos tissus sous votre propre éclairage avant de choisir. Choisissez jusqu’à ${i?.max} échantillons et nous vous les posterons gratuitement, partout au Canada, dans un délai de 5 jours ouvrables.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons de tissu`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous les envoyer ?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous l’utilisons seulement en cas de question au sujet de vos échantillons.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse municipale`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité ou appartement (facultatif)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province ou territoire`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays : Canada. Nous postons les échantillons au Canada seulement.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande n’a pas été transmise`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix et votre adresse sont conservés; réessayez dans un instant.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre commande`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillon gratuit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillons gratuits`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez vos tissus`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisis : ${i?.count} sur ${i?.max}`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. C’est le maximum pour une commande.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres tissus`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos échantillons sont en route`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillon dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à ce sujet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillons dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à leur sujet.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre nom complet.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom d’au plus 100 caractères.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel comme nom@exemple.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre numéro de téléphone.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone canadien à 10 chiffres, comme 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse municipale.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse d’au plus 200 caractères.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro d’unité d’au plus 20 caractères.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre ville.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une ville d’au plus 100 caractères.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre province ou territoire.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre code postal.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien, comme K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} n’est pas un code postal de la province ou du territoire choisi (${i?.province}). Vérifiez le code postal ou la province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un échantillon.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez au plus ${i?.max} échantillons par commande.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} jours`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} semaines`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} jours`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} semaines`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus que ${i?.count} en stock`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En stock à partir du ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabriqué sur commande`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En rupture de stock à ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur d’assise`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur d’assise`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des accoudoirs`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur des accoudoirs`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des pieds`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épaisseur des poils`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} po`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de face avec les dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de côté avec les dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : photo ${i?.number} sur ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermer et revenir à ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} par ${i?.maker} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, couleur ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financer`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : financer`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner (courte durée)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Louer`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : acheter comptant`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (classique)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} sur ${i?.term} mois`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} paiements mensuels, puis la pièce est à vous`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiement`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiements`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement minimum de ${i?.term} mois`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’au retour de la pièce`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement; vente finale, aucun retour`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement, la pièce est à vous`)
};

export const api_unreachable_servers = /** @type {(inputs: Api_Unreachable_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.`)
};

export const api_something_wrong = /** @type {(inputs: Api_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu. Veuillez réessayer.`)
};

export const api_unreachable_payments = /** @type {(inputs: Api_Unreachable_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le service de paiement. Vérifiez votre connexion et réessayez.`)
};

export const api_card_not_checked = /** @type {(inputs: Api_Card_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte n’a pas pu être vérifiée. Réessayez.`)
};

export const api_photo_sign_in_again = /** @type {(inputs: Api_Photo_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous reconnecter pour ajouter des photos.`)
};

export const api_photo_too_big = /** @type {(inputs: Api_Photo_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos doivent faire moins de 15 Mo.`)
};

export const api_photo_not_uploaded = /** @type {(inputs: Api_Photo_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo n’a pas pu être téléversée. Réessayez.`)
};

export const api_request_cancelled = /** @type {(inputs: Api_Request_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande a été annulée.`)
};

export const api_unreachable_store = /** @type {(inputs: Api_Unreachable_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le magasin. Vérifiez votre connexion et réessayez.`)
};

export const api_store_no_answer = /** @type {(inputs: Api_Store_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le magasin n’a pas répondu. Veuillez réessayer.`)
};

export const api_store_unreadable = /** @type {(inputs: Api_Store_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le magasin a envoyé une réponse que nous n’avons pas pu lire.`)
};

export const api_sign_in_to_continue = /** @type {(inputs: Api_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour continuer.`)
};

export const api_session_ended = /** @type {(inputs: Api_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Veuillez vous reconnecter.`)
};

export const checkout_title = /** @type {(inputs: Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const checkout_steps_label = /** @type {(inputs: Checkout_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes du paiement`)
};

export const checkout_step_address = /** @type {(inputs: Checkout_Step_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const checkout_step_schedule = /** @type {(inputs: Checkout_Step_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const checkout_step_agreement = /** @type {(inputs: Checkout_Step_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente`)
};

export const checkout_step_payment = /** @type {(inputs: Checkout_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const checkout_step_review = /** @type {(inputs: Checkout_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification`)
};

export const checkout_step_pickup = /** @type {(inputs: Checkout_Step_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage`)
};

export const checkout_panel_label = /** @type {(inputs: Checkout_Panel_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape du paiement`)
};

export const checkout_your_cart = /** @type {(inputs: Checkout_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const checkout_times_quantity = /** @type {(inputs: Checkout_Times_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`× ${i?.quantity}`)
};

export const checkout_home_label = /** @type {(inputs: Checkout_Home_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const checkout_brand = /** @type {(inputs: Checkout_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const checkout_back_to_cart = /** @type {(inputs: Checkout_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au panier`)
};

export const checkout_cart_empty_title = /** @type {(inputs: Checkout_Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide`)
};

export const checkout_getting_ready = /** @type {(inputs: Checkout_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation de votre paiement…`)
};

export const checkout_choose_city_first = /** @type {(inputs: Checkout_Choose_City_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord votre ville`)
};

export const checkout_shop_furniture = /** @type {(inputs: Checkout_Shop_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner des meubles`)
};

export const checkout_go_to_cart = /** @type {(inputs: Checkout_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre panier`)
};

export const checkout_cart_empty_text = /** @type {(inputs: Checkout_Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez un article à votre panier avant de passer à la caisse.`)
};

export const checkout_waiting_text = /** @type {(inputs: Checkout_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de la ville pour laquelle votre panier est calculé.`)
};

export const checkout_cities_failed = /** @type {(inputs: Checkout_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger nos villes : choisissez la vôtre dans le panier, puis passez à la caisse.`)
};

export const checkout_choose_address_title = /** @type {(inputs: Checkout_Choose_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une adresse de livraison`)
};

export const checkout_loading_addresses = /** @type {(inputs: Checkout_Loading_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos adresses`)
};

export const checkout_addresses_failed = /** @type {(inputs: Checkout_Addresses_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos adresses`)
};

export const checkout_try_again = /** @type {(inputs: Checkout_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const checkout_your_addresses = /** @type {(inputs: Checkout_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos adresses`)
};

export const checkout_use_this_address = /** @type {(inputs: Checkout_Use_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser cette adresse`)
};

export const checkout_add_address = /** @type {(inputs: Checkout_Add_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une adresse`)
};

export const checkout_save_and_use = /** @type {(inputs: Checkout_Save_And_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer et utiliser cette adresse`)
};

export const checkout_agreement_label = /** @type {(inputs: Checkout_Agreement_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente de paiement mensuel`)
};

export const checkout_agreement_clauses_title = /** @type {(inputs: Checkout_Agreement_Clauses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente de paiement mensuel.`)
};

export const checkout_agreement_clauses_intro = /** @type {(inputs: Checkout_Agreement_Clauses_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les meubles pris en abonnement ou en location demeurent notre propriété tant que vous les payez; les meubles financés sont à vous après le dernier versement. Vous les gardez en bon état, dans le domicile où nous les livrons. Voici tous les montants que cette commande facture :`)
};

export const checkout_clause_title = /** @type {(inputs: Checkout_Clause_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} :`)
};

export const checkout_terms_financing = /** @type {(inputs: Checkout_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`financement sur ${i?.payments} mois : ${i?.payments} versements mensuels${i?.instalment}${i?.total}; à vous après le dernier versement`)
};

export const checkout_terms_financing_instalment = /** @type {(inputs: Checkout_Terms_Financing_InstalmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.amount}`)
};

export const checkout_terms_financing_total = /** @type {(inputs: Checkout_Terms_Financing_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, coût total de ${i?.total}`)
};

export const checkout_terms_rental_at = /** @type {(inputs: Checkout_Terms_Rental_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`location à ${i?.each}, facturée chaque mois jusqu’à ce que vous retourniez le meuble`)
};

export const checkout_terms_rental = /** @type {(inputs: Checkout_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location, facturée chaque mois jusqu’à ce que vous retourniez le meuble`)
};

export const checkout_terms_subscription_at = /** @type {(inputs: Checkout_Terms_Subscription_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`abonnement à ${i?.each}`)
};

export const checkout_terms_subscription = /** @type {(inputs: Checkout_Terms_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abonnement`)
};

export const checkout_terms_minimum = /** @type {(inputs: Checkout_Terms_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, durée minimale de ${i?.months} mois`)
};

export const checkout_terms_month_to_month = /** @type {(inputs: Checkout_Terms_Month_To_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, au mois`)
};

export const checkout_agreement_held_title = /** @type {(inputs: Checkout_Agreement_Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente d’abonnement et de location.`)
};

export const checkout_agreement_held_text = /** @type {(inputs: Checkout_Agreement_Held_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous disposez des meubles ci-dessous, pris en abonnement ou en location, aussi longtemps que vous les payez. Ils demeurent notre propriété jusqu’à ce qu’un abonnement soit entièrement payé; vous les gardez en bon état, dans le domicile où nous les livrons, et vous nous laissez reprendre un meuble loué à la fin de la location.`)
};

export const checkout_agreement_financing_title = /** @type {(inputs: Checkout_Agreement_Financing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente de financement.`)
};

export const checkout_agreement_financing_text = /** @type {(inputs: Checkout_Agreement_Financing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous achetez les meubles financés ci-dessous et les payez en versements mensuels égaux pendant leur durée; le coût total de chaque article est indiqué ci-dessous. Ils sont à vous après le dernier versement.`)
};

export const checkout_agreement_line = /** @type {(inputs: Checkout_Agreement_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.terms}`)
};

export const checkout_agreement_charges = /** @type {(inputs: Checkout_Agreement_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le premier mois est facturé aujourd’hui avec votre commande; les mois suivants sont portés à votre carte le même jour chaque mois, à partir d’un mois après la livraison. L’usure normale est prévue; tout dommage au-delà peut être facturé au coût de la réparation.`)
};

export const checkout_agreement_returns_title = /** @type {(inputs: Checkout_Agreement_Returns_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retours (version ${i?.version}).`)
};

export const checkout_signature_label = /** @type {(inputs: Checkout_Signature_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom complet`)
};

export const checkout_signature_required = /** @type {(inputs: Checkout_Signature_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez votre nom complet pour signer l’entente.`)
};

export const checkout_signature_mismatch = /** @type {(inputs: Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signez avec vos prénom et nom tels qu’ils figurent sur la commande : ${i?.name}.`)
};

export const checkout_order_heading = /** @type {(inputs: Checkout_Order_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}`)
};

export const checkout_placed_on = /** @type {(inputs: Checkout_Placed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passée le ${i?.date}.`)
};

export const checkout_placed_on_delivery = /** @type {(inputs: Checkout_Placed_On_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passée le ${i?.date}, livraison le ${i?.delivery}.`)
};

export const checkout_signing = /** @type {(inputs: Checkout_SigningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature en cours`)
};

export const checkout_sign_agreement = /** @type {(inputs: Checkout_Sign_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signer l’entente`)
};

export const checkout_unsigned_title = /** @type {(inputs: Checkout_Unsigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ententes non signées`)
};

export const checkout_loading_agreements = /** @type {(inputs: Checkout_Loading_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos ententes`)
};

export const checkout_agreements_failed = /** @type {(inputs: Checkout_Agreements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos ententes`)
};

export const checkout_nothing_to_sign = /** @type {(inputs: Checkout_Nothing_To_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à signer`)
};

export const checkout_all_signed = /** @type {(inputs: Checkout_All_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes vos ententes d’abonnement sont signées.`)
};

export const checkout_due_today = /** @type {(inputs: Checkout_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer aujourd’hui`)
};

export const checkout_then_monthly = /** @type {(inputs: Checkout_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois`)
};

export const checkout_lines_label = /** @type {(inputs: Checkout_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement de chaque article`)
};

export const checkout_amount_today = /** @type {(inputs: Checkout_Amount_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} aujourd’hui`)
};

export const checkout_where_deliver = /** @type {(inputs: Checkout_Where_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous livrer ?`)
};

export const checkout_receipt_address = /** @type {(inputs: Checkout_Receipt_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse pour le reçu`)
};

export const checkout_switch_city = /** @type {(inputs: Checkout_Switch_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer à ${i?.city} et garder votre panier`)
};

export const checkout_checking_address = /** @type {(inputs: Checkout_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre adresse`)
};

export const checkout_checking_delivery = /** @type {(inputs: Checkout_Checking_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la livraison à cette adresse`)
};

export const checkout_deliver_here = /** @type {(inputs: Checkout_Deliver_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrer à cette adresse`)
};

export const checkout_add_new_address = /** @type {(inputs: Checkout_Add_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une nouvelle adresse`)
};

export const checkout_new_address = /** @type {(inputs: Checkout_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse`)
};

export const checkout_save_deliver = /** @type {(inputs: Checkout_Save_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer et livrer ici`)
};

export const checkout_sign_heading = /** @type {(inputs: Checkout_Sign_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signez votre entente de paiement mensuel`)
};

export const checkout_sign_intro = /** @type {(inputs: Checkout_Sign_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier contient des articles payés mensuellement. Lisez l’entente, puis signez-la avec votre nom.`)
};

export const checkout_sign_continue = /** @type {(inputs: Checkout_Sign_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signer et continuer`)
};

export const checkout_back_to_delivery = /** @type {(inputs: Checkout_Back_To_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la livraison`)
};

export const checkout_loading = /** @type {(inputs: Checkout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre paiement`)
};

export const checkout_start_failed = /** @type {(inputs: Checkout_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu commencer votre paiement`)
};

export const checkout_placed_title = /** @type {(inputs: Checkout_Placed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Votre commande est passée.`)
};

export const checkout_placed_text = /** @type {(inputs: Checkout_Placed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande numéro ${i?.number}. Nous vous menons à votre confirmation…`)
};

export const checkout_payment_heading = /** @type {(inputs: Checkout_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

export const checkout_pay_with = /** @type {(inputs: Checkout_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer avec`)
};

export const checkout_saved_card = /** @type {(inputs: Checkout_Saved_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} se terminant par ${i?.last4}, expiration ${i?.expiry}`)
};

export const checkout_new_card = /** @type {(inputs: Checkout_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle carte`)
};

export const checkout_card_private = /** @type {(inputs: Checkout_Card_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement; nous ne voyons ni ne conservons jamais son numéro.`)
};

export const checkout_name_on_card = /** @type {(inputs: Checkout_Name_On_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const checkout_card_number = /** @type {(inputs: Checkout_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const checkout_expiry = /** @type {(inputs: Checkout_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d’expiration (MM/AA)`)
};

export const checkout_expiry_placeholder = /** @type {(inputs: Checkout_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const checkout_security_code = /** @type {(inputs: Checkout_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const checkout_save_card = /** @type {(inputs: Checkout_Save_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer cette carte pour la prochaine fois`)
};

export const checkout_checking_card = /** @type {(inputs: Checkout_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la carte`)
};

export const checkout_review_order = /** @type {(inputs: Checkout_Review_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier la commande`)
};

export const checkout_back_to_agreement = /** @type {(inputs: Checkout_Back_To_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’entente`)
};

export const checkout_pickup_title = /** @type {(inputs: Checkout_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à notre entrepôt`)
};

export const checkout_warehouse_name = /** @type {(inputs: Checkout_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrepôt Pivot`)
};

export const checkout_warehouse_hours = /** @type {(inputs: Checkout_Warehouse_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jours, de 10 h à 17 h (heure de Toronto)`)
};

export const checkout_pickup_bring = /** @type {(inputs: Checkout_Pickup_BringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}. Apportez une pièce d’identité avec photo et votre numéro de commande.`)
};

export const checkout_card_ending = /** @type {(inputs: Checkout_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} se terminant par ${i?.last4}`)
};

export const checkout_no_card = /** @type {(inputs: Checkout_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte choisie`)
};

export const checkout_review_heading = /** @type {(inputs: Checkout_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre commande`)
};

export const checkout_pricing = /** @type {(inputs: Checkout_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre commande`)
};

export const checkout_price_failed = /** @type {(inputs: Checkout_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre commande`)
};

export const checkout_pick_up_at = /** @type {(inputs: Checkout_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à`)
};

export const checkout_your_address = /** @type {(inputs: Checkout_Your_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse`)
};

export const checkout_deliver_to = /** @type {(inputs: Checkout_Deliver_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrer à`)
};

export const checkout_change_address = /** @type {(inputs: Checkout_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer d’adresse`)
};

export const checkout_when = /** @type {(inputs: Checkout_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const checkout_change_day = /** @type {(inputs: Checkout_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer de jour`)
};

export const checkout_change_card = /** @type {(inputs: Checkout_Change_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer de carte`)
};

export const checkout_signed_by = /** @type {(inputs: Checkout_Signed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signée par ${i?.name}`)
};

export const checkout_not_confirmed = /** @type {(inputs: Checkout_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande n’a pas été confirmée`)
};

export const checkout_never_twice = /** @type {(inputs: Checkout_Never_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer ne vous facture jamais deux fois.`)
};

export const checkout_back_to_review = /** @type {(inputs: Checkout_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la vérification`)
};

export const checkout_placing = /** @type {(inputs: Checkout_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre commande`)
};

export const checkout_place_order = /** @type {(inputs: Checkout_Place_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer la commande et payer ${i?.amount} aujourd’hui`)
};

export const checkout_when_pickup = /** @type {(inputs: Checkout_When_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand ferez-vous le ramassage ?`)
};

export const checkout_when_deliver = /** @type {(inputs: Checkout_When_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand devons-nous livrer ?`)
};

export const checkout_loading_days = /** @type {(inputs: Checkout_Loading_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des jours de livraison`)
};

export const checkout_days_failed = /** @type {(inputs: Checkout_Days_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les jours de livraison`)
};

export const checkout_days_hint = /** @type {(inputs: Checkout_Days_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du ${i?.from} au ${i?.to}`)
};

export const checkout_days_error = /** @type {(inputs: Checkout_Days_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour du ${i?.from} au ${i?.to}.`)
};

export const checkout_pickup_day = /** @type {(inputs: Checkout_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour de ramassage`)
};

export const checkout_delivery_day = /** @type {(inputs: Checkout_Delivery_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour de livraison`)
};

export const checkout_pickup_window = /** @type {(inputs: Checkout_Pickup_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plage de ramassage (heure de ${i?.city})`)
};

export const checkout_time_window = /** @type {(inputs: Checkout_Time_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plage de livraison (heure de ${i?.city})`)
};

export const checkout_continue = /** @type {(inputs: Checkout_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const checkout_back_to_address = /** @type {(inputs: Checkout_Back_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’adresse`)
};

export const checkout_check_field = /** @type {(inputs: Checkout_Check_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiez ce champ : ${i?.messages}`)
};

export const checkout_check_fields = /** @type {(inputs: Checkout_Check_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiez ces ${i?.count} champs : ${i?.messages}`)
};

export const checkout_window_morning = /** @type {(inputs: Checkout_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en matinée`)
};

export const checkout_window_afternoon = /** @type {(inputs: Checkout_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en après-midi`)
};

export const checkout_window_evening = /** @type {(inputs: Checkout_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en soirée`)
};

export const checkout_window_anytime = /** @type {(inputs: Checkout_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à toute heure de la journée`)
};

export const checkout_window_pickup = /** @type {(inputs: Checkout_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour le ramassage`)
};

export const checkout_line_financing = /** @type {(inputs: Checkout_Line_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} paiements mensuels de ${i?.amount}`)
};

export const checkout_line_subscription = /** @type {(inputs: Checkout_Line_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mensuel, à vous une fois payé`)
};

export const checkout_line_rental = /** @type {(inputs: Checkout_Line_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’à ce que vous le retourniez`)
};

export const checkout_line_bought = /** @type {(inputs: Checkout_Line_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheté`)
};

export const checkout_loading_order = /** @type {(inputs: Checkout_Loading_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre commande`)
};

export const checkout_order_failed = /** @type {(inputs: Checkout_Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger votre commande`)
};

export const checkout_order_not_found = /** @type {(inputs: Checkout_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette commande`)
};

export const checkout_go_to_account = /** @type {(inputs: Checkout_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre compte`)
};

export const checkout_order_safe = /** @type {(inputs: Checkout_Order_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est en sécurité; seule cette page n’a pas pu être chargée.`)
};

export const checkout_other_account = /** @type {(inputs: Checkout_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle appartient peut-être à un autre compte.`)
};

export const checkout_success_title = /** @type {(inputs: Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre commande est passée`)
};

export const checkout_confirming_title = /** @type {(inputs: Checkout_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est en cours de confirmation`)
};

export const checkout_confirming_text = /** @type {(inputs: Checkout_Confirming_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous confirmons le paiement de la commande ${i?.number}. Cette page se met à jour d’elle-même : inutile de payer de nouveau.`)
};

export const checkout_confirming_checking = /** @type {(inputs: Checkout_Confirming_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle vérification dans quelques secondes`)
};

export const checkout_confirming_total = /** @type {(inputs: Checkout_Confirming_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total de la commande, taxes comprises`)
};

export const checkout_confirming_taxes = /** @type {(inputs: Checkout_Confirming_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le détail des taxes et la carte débitée figurent ici une fois la commande confirmée.`)
};

export const checkout_order_number_label = /** @type {(inputs: Checkout_Order_Number_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const checkout_receipt_sent = /** @type {(inputs: Checkout_Receipt_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé le reçu à ${i?.email}.`)
};

export const checkout_pickup_at_before = /** @type {(inputs: Checkout_Pickup_At_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassez votre commande à l’adresse suivante :`)
};

export const checkout_pickup_on = /** @type {(inputs: Checkout_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le`)
};

export const checkout_pickup_after = /** @type {(inputs: Checkout_Pickup_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entre 10 h et 17 h. Apportez une pièce d’identité avec photo et votre numéro de commande.`)
};

export const checkout_delivery_on = /** @type {(inputs: Checkout_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison le`)
};

export const checkout_delivery_to_address = /** @type {(inputs: Checkout_Delivery_To_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`au ${i?.address}`)
};

export const checkout_unit = /** @type {(inputs: Checkout_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unité ${i?.unit}`)
};

export const checkout_agreement_unsigned = /** @type {(inputs: Checkout_Agreement_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre entente de paiement mensuel n’est pas encore signée`)
};

export const checkout_read_and_sign = /** @type {(inputs: Checkout_Read_And_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lisez-la et signez-la`)
};

export const checkout_before_delivery = /** @type {(inputs: Checkout_Before_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avant la livraison.`)
};

export const checkout_items = /** @type {(inputs: Checkout_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const checkout_retail = /** @type {(inputs: Checkout_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix courant`)
};

export const checkout_sold_off = /** @type {(inputs: Checkout_Sold_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vendu à 85 % de rabais`)
};

export const checkout_quantity = /** @type {(inputs: Checkout_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

export const checkout_totals = /** @type {(inputs: Checkout_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux`)
};

export const checkout_monthly_after = /** @type {(inputs: Checkout_Monthly_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ensuite ${i?.amount} plus taxes pour vos articles mensuels, facturés à partir d’un mois après la livraison.`)
};

export const checkout_charged_to = /** @type {(inputs: Checkout_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Porté à la carte ${i?.brand} se terminant par ${i?.last4}.`)
};

export const checkout_view_receipt = /** @type {(inputs: Checkout_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const checkout_see_orders = /** @type {(inputs: Checkout_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos commandes dans votre compte`)
};

export const checkout_keep_shopping = /** @type {(inputs: Checkout_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const checkout_an_item = /** @type {(inputs: Checkout_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article de votre panier`)
};

export const checkout_line_problem = /** @type {(inputs: Checkout_Line_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.error}`)
};

export const checkout_problem_unreachable = /** @type {(inputs: Checkout_Problem_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.`)
};

export const checkout_problem_unknown = /** @type {(inputs: Checkout_Problem_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite.`)
};

export const checkout_problem_choose_day = /** @type {(inputs: Checkout_Problem_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de livraison et une plage horaire.`)
};

export const checkout_problem_choose_card = /** @type {(inputs: Checkout_Problem_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une carte enregistrée ou entrez-en une nouvelle.`)
};

export const checkout_problem_enter_card = /** @type {(inputs: Checkout_Problem_Enter_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une carte.`)
};

export const checkout_problem_card_name = /** @type {(inputs: Checkout_Problem_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le nom inscrit sur la carte.`)
};

export const checkout_problem_card_number = /** @type {(inputs: Checkout_Problem_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez le numéro de carte.`)
};

export const checkout_problem_card_expiry = /** @type {(inputs: Checkout_Problem_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la date d’expiration au format MM/AA.`)
};

export const checkout_problem_card_cvc = /** @type {(inputs: Checkout_Problem_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code de sécurité à 3 ou 4 chiffres.`)
};

export const checkout_problem_first_name = /** @type {(inputs: Checkout_Problem_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un prénom.`)
};

export const checkout_problem_last_name = /** @type {(inputs: Checkout_Problem_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom de famille.`)
};

export const checkout_problem_street = /** @type {(inputs: Checkout_Problem_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’adresse municipale.`)
};

export const checkout_problem_city = /** @type {(inputs: Checkout_Problem_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la ville.`)
};

export const checkout_problem_province = /** @type {(inputs: Checkout_Problem_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province.`)
};

export const checkout_problem_postal_code = /** @type {(inputs: Checkout_Problem_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal.`)
};

export const checkout_problem_postal_format = /** @type {(inputs: Checkout_Problem_Postal_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien comme A1A 1A1.`)
};

export const checkout_problem_postal_province = /** @type {(inputs: Checkout_Problem_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code postal commençant par ${i?.letter} correspond à : ${i?.provinces}. Vérifiez le code postal ou la province.`)
};

export const checkout_problem_phone = /** @type {(inputs: Checkout_Problem_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone à 10 chiffres, p. ex. 416 555 0134.`)
};

export const checkout_problem_floor = /** @type {(inputs: Checkout_Problem_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’étage sous forme de nombre.`)
};

export const checkout_area_refused = /** @type {(inputs: Checkout_Area_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} ne livre pas au code postal ${i?.postalCode}.`)
};

export const checkout_area_none = /** @type {(inputs: Checkout_Area_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} Aucune de nos villes ne livre à cette adresse pour l’instant : choisissez une autre adresse.`)
};

export const checkout_area_one = /** @type {(inputs: Checkout_Area_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} ${i?.names} livre à cette adresse : choisissez la ville ${i?.names}, ou une autre adresse.`)
};

export const checkout_area_other = /** @type {(inputs: Checkout_Area_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} ${i?.names} livrent à cette adresse : choisissez la ville ${i?.names}, ou une autre adresse.`)
};

export const checkout_language_switch = /** @type {(inputs: Checkout_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const checkout_language_code = /** @type {(inputs: Checkout_Language_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EN`)
};

export const auth_something_wrong = /** @type {(inputs: Auth_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté. Veuillez réessayer dans un moment.`)
};

export const auth_seconds_one = /** @type {(inputs: Auth_Seconds_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 seconde`)
};

export const auth_seconds_other = /** @type {(inputs: Auth_Seconds_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} secondes`)
};

export const auth_minutes_one = /** @type {(inputs: Auth_Minutes_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 minute`)
};

export const auth_minutes_other = /** @type {(inputs: Auth_Minutes_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
};

export const auth_hours_one = /** @type {(inputs: Auth_Hours_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 heure`)
};

export const auth_hours_other = /** @type {(inputs: Auth_Hours_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heures`)
};

export const auth_invalid_credentials = /** @type {(inputs: Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce courriel et ce mot de passe ne correspondent à aucun compte. Vérifiez-les et réessayez, ou réinitialisez votre mot de passe.`)
};

export const auth_password_too_common = /** @type {(inputs: Auth_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.`)
};

export const auth_session_ended = /** @type {(inputs: Auth_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Veuillez vous connecter de nouveau.`)
};

export const auth_no_auth = /** @type {(inputs: Auth_No_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour continuer.`)
};

export const auth_too_many_wait = /** @type {(inputs: Auth_Too_Many_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez attendre ${i?.wait}, puis réessayer.`)
};

export const auth_too_many = /** @type {(inputs: Auth_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez attendre quelques minutes, puis réessayer.`)
};

export const auth_invalid_link = /** @type {(inputs: Auth_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.`)
};

export const auth_enter_email = /** @type {(inputs: Auth_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const auth_valid_email = /** @type {(inputs: Auth_Valid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel valide, comme nom@exemple.ca.`)
};

export const auth_enter_password = /** @type {(inputs: Auth_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre mot de passe.`)
};

export const auth_enter_new_password = /** @type {(inputs: Auth_Enter_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un mot de passe.`)
};

export const auth_password_min = /** @type {(inputs: Auth_Password_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au moins ${i?.count} caractères pour votre mot de passe.`)
};

export const auth_password_max = /** @type {(inputs: Auth_Password_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au plus ${i?.count} caractères pour votre mot de passe.`)
};

export const auth_enter_again = /** @type {(inputs: Auth_Enter_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le mot de passe de nouveau.`)
};

export const auth_no_match = /** @type {(inputs: Auth_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas.`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.count} caractères. Quelques mots dont vous vous souviendrez en font un solide.`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour voir vos meubles, vos livraisons et vos reçus.`)
};

export const auth_new_to_pivot = /** @type {(inputs: Auth_New_To_PivotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau chez Pivot ?`)
};

export const auth_create_an_account = /** @type {(inputs: Auth_Create_An_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const auth_email = /** @type {(inputs: Auth_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

export const auth_signed_in_moment = /** @type {(inputs: Auth_Signed_In_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie, un instant`)
};

export const auth_signing_in = /** @type {(inputs: Auth_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en cours`)
};

export const auth_signup_intro = /** @type {(inputs: Auth_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul compte pour vos abonnements, vos livraisons, vos reçus et vos retours. Il suffit d’un courriel et d’un mot de passe.`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ?`)
};

export const auth_friend_sent = /** @type {(inputs: Auth_Friend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ami vous envoie`)
};

export const auth_friend_text = /** @type {(inputs: Auth_Friend_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous ici et votre compte commence avec un crédit sur votre première commande grâce au parrainage de votre ami, appliqué au moment de passer à la caisse.`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

export const auth_account_created_moment = /** @type {(inputs: Auth_Account_Created_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé, un instant`)
};

export const auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre compte`)
};

export const auth_create_account = /** @type {(inputs: Auth_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le compte`)
};

export const auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte existe pour ce courriel, nous avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valide pendant une heure.`)
};

export const auth_remembered = /** @type {(inputs: Auth_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous en souvenez ?`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

export const auth_check_email = /** @type {(inputs: Auth_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez vos courriels`)
};

export const auth_we_used = /** @type {(inputs: Auth_We_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons utilisé`)
};

export const auth_nothing_after = /** @type {(inputs: Auth_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Rien après quelques minutes ? Vérifiez votre dossier de courriels indésirables ou réessayez.`)
};

export const auth_send_another = /** @type {(inputs: Auth_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un autre lien`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser votre mot de passe`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le courriel que vous utilisez chez nous et nous vous enverrons un lien pour en choisir un nouveau.`)
};

export const auth_sending_link = /** @type {(inputs: Auth_Sending_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du lien`)
};

export const auth_send_link = /** @type {(inputs: Auth_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien`)
};

export const auth_continue_with = /** @type {(inputs: Auth_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuer avec ${i?.provider}`)
};

export const auth_signing_you_in = /** @type {(inputs: Auth_Signing_You_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en cours`)
};

export const auth_working = /** @type {(inputs: Auth_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}…`)
};

export const auth_finish_title = /** @type {(inputs: Auth_Finish_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer la création de votre compte`)
};

export const auth_link_expired_start = /** @type {(inputs: Auth_Link_Expired_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page termine la connexion avec un autre service, et son lien a expiré ou est incomplet. Veuillez recommencer.`)
};

export const auth_link_expired_sign_in = /** @type {(inputs: Auth_Link_Expired_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page termine la connexion avec un autre service, et son lien a expiré ou est incomplet. Veuillez vous connecter de nouveau.`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la connexion`)
};

export const auth_no_email_shared = /** @type {(inputs: Auth_No_Email_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ne nous a pas transmis votre adresse courriel. Entrez celle que nous devrions utiliser pour vos reçus et les nouvelles de vos livraisons.`)
};

export const auth_continue = /** @type {(inputs: Auth_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const auth_link_title = /** @type {(inputs: Auth_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lier vos comptes`)
};

export const auth_already_has = /** @type {(inputs: Auth_Already_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a déjà un compte Pivot avec un mot de passe.`)
};

export const auth_link_provider = /** @type {(inputs: Auth_Link_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez ce mot de passe une fois pour y lier votre connexion ${i?.provider}. Ensuite, l’une ou l’autre façon vous connecte au même compte.`)
};

export const auth_link_two = /** @type {(inputs: Auth_Link_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez ce mot de passe une fois pour lier les deux. Ensuite, l’une ou l’autre façon vous connecte au même compte.`)
};

export const auth_not_your_account = /** @type {(inputs: Auth_Not_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas votre compte ?`)
};

export const auth_sign_in_another_way = /** @type {(inputs: Auth_Sign_In_Another_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter autrement`)
};

export const auth_account_to_link = /** @type {(inputs: Auth_Account_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le compte auquel lier.`)
};

export const auth_linking = /** @type {(inputs: Auth_LinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liaison de vos comptes`)
};

export const auth_link_and_sign_in = /** @type {(inputs: Auth_Link_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lier et se connecter`)
};

export const auth_device_title = /** @type {(inputs: Auth_Device_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter sur un autre appareil`)
};

export const auth_device_intro_signed_out = /** @type {(inputs: Auth_Device_Intro_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois connecté ici, vous pouvez créer un lien qui vous connecte sur votre téléphone ou un autre ordinateur sans taper votre mot de passe. Connectez-vous d’abord.`)
};

export const auth_device_make_before = /** @type {(inputs: Auth_Device_Make_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un lien qui connecte`)
};

export const auth_device_you = /** @type {(inputs: Auth_Device_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous`)
};

export const auth_device_make_after = /** @type {(inputs: Auth_Device_Make_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur un autre appareil sans mot de passe. Ouvrez-le là-bas; il fonctionne une seule fois.`)
};

export const auth_your_link = /** @type {(inputs: Auth_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien de connexion`)
};

export const auth_link_hint = /** @type {(inputs: Auth_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il fonctionne une seule fois, pendant ${i?.wait}. Toute personne qui l’a peut se connecter en votre nom : ne le partagez qu’avec vous-même.`)
};

export const auth_copied = /** @type {(inputs: Auth_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié`)
};

export const auth_copy_link = /** @type {(inputs: Auth_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const auth_new_link = /** @type {(inputs: Auth_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un nouveau lien`)
};

export const auth_link_copied = /** @type {(inputs: Auth_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est copié.`)
};

export const auth_making_link = /** @type {(inputs: Auth_Making_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre lien`)
};

export const auth_make_link = /** @type {(inputs: Auth_Make_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un lien de connexion`)
};

export const auth_renewing = /** @type {(inputs: Auth_RenewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouvellement de votre session`)
};

export const auth_send_failed = /** @type {(inputs: Auth_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer le lien. Vérifiez votre connexion et réessayez.`)
};

export const auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un nouveau lien est en route vers ${i?.email}.`)
};

export const auth_send_again = /** @type {(inputs: Auth_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer le lien`)
};

export const auth_new_password_title = /** @type {(inputs: Auth_New_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

export const auth_password_changed = /** @type {(inputs: Auth_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est changé`)
};

export const auth_password_changed_text = /** @type {(inputs: Auth_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté avec votre nouveau mot de passe. Pour votre sécurité, nous avons déconnecté tous les autres appareils qui utilisaient l’ancien.`)
};

export const auth_go_to_account = /** @type {(inputs: Auth_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à Mon compte`)
};

export const auth_continue_shopping = /** @type {(inputs: Auth_Continue_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const auth_link_no_longer = /** @type {(inputs: Auth_Link_No_LongerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne fonctionne plus`)
};

export const auth_send_new_link = /** @type {(inputs: Auth_Send_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un nouveau lien`)
};

export const auth_new_password_intro = /** @type {(inputs: Auth_New_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le mot de passe avec lequel vous vous connecterez désormais.`)
};

export const auth_link_not_working = /** @type {(inputs: Auth_Link_Not_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien ne fonctionne pas ?`)
};

export const auth_ask_new = /** @type {(inputs: Auth_Ask_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En demander un nouveau`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

export const auth_confirm_new_password = /** @type {(inputs: Auth_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

export const auth_saving_password = /** @type {(inputs: Auth_Saving_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de votre nouveau mot de passe`)
};

export const auth_save_password = /** @type {(inputs: Auth_Save_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nouveau mot de passe`)
};

export const auth_social_title = /** @type {(inputs: Auth_Social_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se connecter avec ${i?.provider}`)
};

export const auth_social_failed = /** @type {(inputs: Auth_Social_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La connexion avec ${i?.provider} n’a pas abouti. Veuillez réessayer à partir de la page de connexion.`)
};

export const auth_temp_title = /** @type {(inputs: Auth_Temp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec un lien`)
};

export const auth_sign_in_password = /** @type {(inputs: Auth_Sign_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec votre mot de passe`)
};

export const auth_signed_in_title = /** @type {(inputs: Auth_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté`)
};

export const auth_device_signed_in_as = /** @type {(inputs: Auth_Device_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil est maintenant connecté au compte`)
};

export const auth_device_signed_in = /** @type {(inputs: Auth_Device_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil est maintenant connecté.`)
};

export const auth_link_done = /** @type {(inputs: Auth_Link_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Le lien que vous avez utilisé a fait son travail et ne fonctionnera plus.`)
};

export const auth_confirm_email = /** @type {(inputs: Auth_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer votre courriel`)
};

export const auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre courriel est confirmé`)
};

export const auth_email_confirmed_text = /** @type {(inputs: Auth_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Nous enverrons les reçus et les nouvelles de vos livraisons à`)
};

export const auth_confirming_email = /** @type {(inputs: Auth_Confirming_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre courriel`)
};

export const auth_my_account = /** @type {(inputs: Auth_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecté en tant que`)
};

export const auth_you_are_signed_in = /** @type {(inputs: Auth_You_Are_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté.`)
};

export const auth_account_pages = /** @type {(inputs: Auth_Account_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages du compte`)
};

export const auth_profile = /** @type {(inputs: Auth_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const auth_profile_text = /** @type {(inputs: Auth_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, vos numéros de téléphone, votre courriel et ce que nous vous envoyons.`)
};

export const auth_address = /** @type {(inputs: Auth_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const auth_address_text = /** @type {(inputs: Auth_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où nous livrons, et ce qui se trouve à chaque adresse.`)
};

export const auth_receipts = /** @type {(inputs: Auth_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const auth_receipts_text = /** @type {(inputs: Auth_Receipts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes vos commandes, prêtes à consulter et à imprimer.`)
};

export const auth_signing_out = /** @type {(inputs: Auth_Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnexion en cours`)
};

export const auth_sign_out = /** @type {(inputs: Auth_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter de nouveau.`)
};

export const account_load_loading = /** @type {(inputs: Account_Load_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargement de ${i?.what}`)
};

export const account_load_failed_title = /** @type {(inputs: Account_Load_Failed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger ${i?.what}`)
};

export const account_load_failed_text = /** @type {(inputs: Account_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été modifié. Vérifiez votre connexion, puis réessayez.`)
};

export const account_trying_again = /** @type {(inputs: Account_Trying_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel essai…`)
};

export const account_try_again = /** @type {(inputs: Account_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const account_what_account = /** @type {(inputs: Account_What_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre compte`)
};

export const account_what_products = /** @type {(inputs: Account_What_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos produits`)
};

export const account_what_deliveries = /** @type {(inputs: Account_What_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos livraisons`)
};

export const account_page_count = /** @type {(inputs: Account_Page_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}, page ${i?.page} de ${i?.pageCount}`)
};

export const account_go_first_page = /** @type {(inputs: Account_Go_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la première page`)
};

export const account_page_profile = /** @type {(inputs: Account_Page_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const account_page_profile_hint = /** @type {(inputs: Account_Page_Profile_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, vos numéros de téléphone, votre courriel et ce que nous vous envoyons.`)
};

export const account_page_address = /** @type {(inputs: Account_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const account_page_address_hint = /** @type {(inputs: Account_Page_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où nous livrons, et ce qui se trouve à chaque adresse.`)
};

export const account_page_my_products = /** @type {(inputs: Account_Page_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes produits`)
};

export const account_page_my_products_hint = /** @type {(inputs: Account_Page_My_Products_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque pièce que vous avez, ce qui est payé et ce qui reste.`)
};

export const account_page_upcoming_bill = /** @type {(inputs: Account_Page_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine facture`)
};

export const account_page_upcoming_bill_hint = /** @type {(inputs: Account_Page_Upcoming_Bill_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant de votre prochaine facture mensuelle, et sa date.`)
};

export const account_page_billing_history = /** @type {(inputs: Account_Page_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique de facturation`)
};

export const account_page_billing_history_hint = /** @type {(inputs: Account_Page_Billing_History_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture de chaque mois : prélevée, refusée ou payée en retard.`)
};

export const account_page_payment_information = /** @type {(inputs: Account_Page_Payment_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignements de paiement`)
};

export const account_page_payment_information_hint = /** @type {(inputs: Account_Page_Payment_Information_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte que nous facturons, et tout solde en souffrance.`)
};

export const account_page_deliveries = /** @type {(inputs: Account_Page_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraisons`)
};

export const account_page_deliveries_hint = /** @type {(inputs: Account_Page_Deliveries_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand l’équipe passe, comment vous en êtes avisé, et le report d’une visite.`)
};

export const account_page_receipts = /** @type {(inputs: Account_Page_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const account_page_receipts_hint = /** @type {(inputs: Account_Page_Receipts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque commande, facture, pourboire, remboursement et crédit, prêts à consulter et à imprimer.`)
};

export const account_page_unsigned_agreements = /** @type {(inputs: Account_Page_Unsigned_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrats non signés`)
};

export const account_page_unsigned_agreements_hint = /** @type {(inputs: Account_Page_Unsigned_Agreements_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les contrats mensuels qui attendent votre signature.`)
};

export const account_page_product_reviews = /** @type {(inputs: Account_Page_Product_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis sur les produits`)
};

export const account_page_product_reviews_hint = /** @type {(inputs: Account_Page_Product_Reviews_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notez les pièces que nous avons livrées et parlez-en aux autres clients.`)
};

export const account_page_referral = /** @type {(inputs: Account_Page_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parrainage`)
};

export const account_page_referral_hint = /** @type {(inputs: Account_Page_Referral_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien à partager, les personnes inscrites et le crédit obtenu.`)
};

export const account_pages_label = /** @type {(inputs: Account_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages du compte`)
};

export const account_overdue_title = /** @type {(inputs: Account_Overdue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solde en souffrance : ${i?.amount}`)
};

export const account_overdue_text = /** @type {(inputs: Account_Overdue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une facture mensuelle a été refusée. Payez-la maintenant pour garder vos meubles.`)
};

export const account_overdue_pay = /** @type {(inputs: Account_Overdue_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer le solde en souffrance`)
};

export const account_unsigned_title = /** @type {(inputs: Account_Unsigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrats à signer`)
};

export const account_unsigned_text = /** @type {(inputs: Account_Unsigned_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} commande attend votre signature sur son contrat mensuel.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} commandes attendent votre signature sur leurs contrats mensuels.`);
	return /** @type {LocalizedString} */ ("account_unsigned_text");
};

export const account_unsigned_sign = /** @type {(inputs: Account_Unsigned_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les signer`)
};

export const account_confirm_email_title = /** @type {(inputs: Account_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre courriel`)
};

export const account_confirm_email_text = /** @type {(inputs: Account_Confirm_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien à ${i?.email} ; ouvrez-le pour confirmer l’adresse.`)
};

export const account_confirm_mobile_title = /** @type {(inputs: Account_Confirm_Mobile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre numéro de cellulaire`)
};

export const account_confirm_mobile_text = /** @type {(inputs: Account_Confirm_Mobile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les textos de livraison y seront envoyés une fois le numéro confirmé.`)
};

export const account_confirm_mobile_link = /** @type {(inputs: Account_Confirm_Mobile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevoir un code par texto`)
};

export const account_waiting_title = /** @type {(inputs: Account_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre part`)
};

export const account_next_bill_title = /** @type {(inputs: Account_Next_Bill_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine facture`)
};

export const account_next_bill_on = /** @type {(inputs: Account_Next_Bill_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le`)
};

export const account_more_bills = /** @type {(inputs: Account_More_BillsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autre facture suit pour vos autres adresses.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} autres factures suivent pour vos autres adresses.`);
	return /** @type {LocalizedString} */ ("account_more_bills");
};

export const account_see_whole_bill = /** @type {(inputs: Account_See_Whole_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir toute la facture`)
};

export const account_no_bill = /** @type {(inputs: Account_No_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus rien à facturer : aucun paiement mensuel n’est à venir.`)
};

export const account_next_visit_title = /** @type {(inputs: Account_Next_Visit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine livraison ou prochain ramassage`)
};

export const account_next_visit_pickup = /** @type {(inputs: Account_Next_Visit_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage de la commande ${i?.number} : ${i?.when}`)
};

export const account_next_visit_delivery = /** @type {(inputs: Account_Next_Visit_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison de la commande ${i?.number} : ${i?.when}`)
};

export const account_nothing_scheduled = /** @type {(inputs: Account_Nothing_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’est prévu.`)
};

export const account_follow_it = /** @type {(inputs: Account_Follow_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suivre`)
};

export const account_all_deliveries = /** @type {(inputs: Account_All_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les livraisons`)
};

export const account_your_furniture = /** @type {(inputs: Account_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos meubles`)
};

export const account_no_furniture = /** @type {(inputs: Account_No_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez aucun meuble chez nous en ce moment.`)
};

export const account_browse_furniture = /** @type {(inputs: Account_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const account_see_paid_left = /** @type {(inputs: Account_See_Paid_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir ce qui est payé et ce qui reste sur chacun`)
};

export const account_credit_label = /** @type {(inputs: Account_Credit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte :`)
};

export const account_credit_used_first = /** @type {(inputs: Account_Credit_Used_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, utilisé en premier sur votre prochaine commande ou facture.`)
};

export const account_window_morning = /** @type {(inputs: Account_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`matin`)
};

export const account_window_afternoon = /** @type {(inputs: Account_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`après-midi`)
};

export const account_window_evening = /** @type {(inputs: Account_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`soirée`)
};

export const account_window_anytime = /** @type {(inputs: Account_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à toute heure de la journée`)
};

export const account_window_pickup = /** @type {(inputs: Account_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ramassage à l’entrepôt, de 10 h à 17 h`)
};

export const account_day_window = /** @type {(inputs: Account_Day_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.window}`)
};

export const account_to_be_scheduled = /** @type {(inputs: Account_To_Be_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À planifier`)
};

export const account_status_pending = /** @type {(inputs: Account_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours de confirmation`)
};

export const account_status_confirmed = /** @type {(inputs: Account_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée`)
};

export const account_status_scheduled = /** @type {(inputs: Account_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison planifiée`)
};

export const account_status_out_for_delivery = /** @type {(inputs: Account_Status_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours de livraison`)
};

export const account_status_completed = /** @type {(inputs: Account_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrée`)
};

export const account_status_cancelled = /** @type {(inputs: Account_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

export const account_status_payment_failed = /** @type {(inputs: Account_Status_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement refusé`)
};

export const account_return_status_scheduled = /** @type {(inputs: Account_Return_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage planifié`)
};

export const account_return_status_out_for_delivery = /** @type {(inputs: Account_Return_Status_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipe en route`)
};

export const account_return_status_completed = /** @type {(inputs: Account_Return_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassé`)
};

export const account_type_order = /** @type {(inputs: Account_Type_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commande`)
};

export const account_type_return = /** @type {(inputs: Account_Type_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

export const account_type_swap = /** @type {(inputs: Account_Type_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échange`)
};

export const account_type_move = /** @type {(inputs: Account_Type_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménagement`)
};

export const account_type_buyout = /** @type {(inputs: Account_Type_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rachat`)
};

export const account_type_swatch = /** @type {(inputs: Account_Type_SwatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons`)
};

export const account_kind_monthly_bill = /** @type {(inputs: Account_Kind_Monthly_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture mensuelle`)
};

export const account_kind_overdue_payment = /** @type {(inputs: Account_Kind_Overdue_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en souffrance`)
};

export const account_kind_tip = /** @type {(inputs: Account_Kind_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboire à l’équipe`)
};

export const account_kind_refund = /** @type {(inputs: Account_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement`)
};

export const account_kind_credit = /** @type {(inputs: Account_Kind_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte`)
};

export const account_card = /** @type {(inputs: Account_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

export const account_card_ending = /** @type {(inputs: Account_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se terminant par ${i?.digits}`)
};

export const account_card_expires = /** @type {(inputs: Account_Card_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card}, expire ${i?.expiry}`)
};

export const account_purchase_subscription = /** @type {(inputs: Account_Purchase_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement, facturé chaque mois`)
};

export const account_purchase_financing = /** @type {(inputs: Account_Purchase_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financement, ${i?.count} paiements mensuels de ${i?.amount}`)
};

export const account_purchase_rental = /** @type {(inputs: Account_Purchase_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location, facturée chaque mois jusqu’au retour`)
};

export const account_purchase_purchase = /** @type {(inputs: Account_Purchase_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achat`)
};

export const account_final_sale_suffix = /** @type {(inputs: Account_Final_Sale_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, vente finale`)
};

export const account_no_items = /** @type {(inputs: Account_No_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun article`)
};

export const account_item_count = /** @type {(inputs: Account_Item_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles`);
	return /** @type {LocalizedString} */ ("account_item_count");
};

export const account_paper_status_paid = /** @type {(inputs: Account_Paper_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

export const account_paper_status_paid_late = /** @type {(inputs: Account_Paper_Status_Paid_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé en retard`)
};

export const account_paper_status_declined = /** @type {(inputs: Account_Paper_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusé`)
};

export const account_paper_status_open = /** @type {(inputs: Account_Paper_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prélèvement en cours`)
};

export const account_paper_status_refunded = /** @type {(inputs: Account_Paper_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

export const account_paper_status_credited = /** @type {(inputs: Account_Paper_Status_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédité`)
};

export const account_credit_referral = /** @type {(inputs: Account_Credit_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense de parrainage`)
};

export const account_credit_refund = /** @type {(inputs: Account_Credit_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement en crédit au compte`)
};

export const account_credit_goodwill = /** @type {(inputs: Account_Credit_GoodwillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit de courtoisie`)
};

export const account_credit_adjustment = /** @type {(inputs: Account_Credit_AdjustmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustement du crédit au compte`)
};

export const account_owed_on = /** @type {(inputs: Account_Owed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dû sur ${i?.number}`)
};

export const account_your_address = /** @type {(inputs: Account_Your_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse`)
};

export const account_title_count = /** @type {(inputs: Account_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · ${i?.count}`)
};

export const account_tip_for_crew_of = /** @type {(inputs: Account_Tip_For_Crew_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour l’équipe de ${i?.number}`)
};

export const account_your_delivery = /** @type {(inputs: Account_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre livraison`)
};

export const account_refund_on = /** @type {(inputs: Account_Refund_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur ${i?.number}`)
};

export const account_bill_charged = /** @type {(inputs: Account_Bill_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prélevée`)
};

export const account_bill_paid_late = /** @type {(inputs: Account_Bill_Paid_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée en retard`)
};

export const account_bill_declined = /** @type {(inputs: Account_Bill_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée`)
};

export const account_bill_processing = /** @type {(inputs: Account_Bill_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prélèvement en cours`)
};

export const account_amount_refunded = /** @type {(inputs: Account_Amount_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remboursé`)
};

export const account_amount_credited = /** @type {(inputs: Account_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`crédité`)
};

export const account_amount_charged = /** @type {(inputs: Account_Amount_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prélevé`)
};

export const account_row_refunded = /** @type {(inputs: Account_Row_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursé le ${i?.date}`)
};

export const account_row_credited = /** @type {(inputs: Account_Row_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crédité le ${i?.date}`)
};

export const account_row_paid = /** @type {(inputs: Account_Row_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payé le ${i?.date}`)
};

export const account_row_tipped = /** @type {(inputs: Account_Row_TippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pourboire versé le ${i?.date}`)
};

export const account_row_placed = /** @type {(inputs: Account_Row_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passée le ${i?.date}`)
};

export const account_row_crew_tip = /** @type {(inputs: Account_Row_Crew_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ ${i?.amount} de pourboire à l’équipe`)
};

export const account_view_receipt = /** @type {(inputs: Account_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const account_view_receipt_for = /** @type {(inputs: Account_View_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.kind} ${i?.number}`)
};

export const account_receipts_title = /** @type {(inputs: Account_Receipts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const account_receipts_intro = /** @type {(inputs: Account_Receipts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque commande, facture mensuelle, pourboire, remboursement et crédit, du plus récent au plus ancien. Ouvrez-en un pour l’imprimer. La facture de chaque mois, prélevée ou refusée, se trouve dans votre`)
};

export const account_receipts_intro_link = /** @type {(inputs: Account_Receipts_Intro_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`historique de facturation`)
};

export const account_receipts_loading = /** @type {(inputs: Account_Receipts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos reçus`)
};

export const account_receipts_failed = /** @type {(inputs: Account_Receipts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos reçus`)
};

export const account_receipts_failed_text = /** @type {(inputs: Account_Receipts_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos commandes sont en sécurité ; seule cette liste n’a pas pu être chargée.`)
};

export const account_receipts_empty_title = /** @type {(inputs: Account_Receipts_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun reçu pour l’instant`)
};

export const account_start_shopping = /** @type {(inputs: Account_Start_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer à magasiner`)
};

export const account_receipts_empty_text = /** @type {(inputs: Account_Receipts_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand vous passez une commande ou qu’une facture mensuelle est prélevée, son reçu s’affiche ici.`)
};

export const account_receipts_count = /** @type {(inputs: Account_Receipts_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} reçu`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reçus`);
	return /** @type {LocalizedString} */ ("account_receipts_count");
};

export const account_receipts_pages = /** @type {(inputs: Account_Receipts_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages de reçus`)
};

export const account_receipts_empty_page = /** @type {(inputs: Account_Receipts_Empty_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a aucun reçu sur cette page.`)
};

export const account_paper_issued = /** @type {(inputs: Account_Paper_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émis le`)
};

export const account_paper_refunded_on = /** @type {(inputs: Account_Paper_Refunded_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé le`)
};

export const account_paper_credited_on = /** @type {(inputs: Account_Paper_Credited_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédité le`)
};

export const account_paper_paid_on = /** @type {(inputs: Account_Paper_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé le`)
};

export const account_paper_total_refunded = /** @type {(inputs: Account_Paper_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total remboursé`)
};

export const account_paper_total_credited = /** @type {(inputs: Account_Paper_Total_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total crédité`)
};

export const account_total_charged = /** @type {(inputs: Account_Total_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total prélevé`)
};

export const account_invoice = /** @type {(inputs: Account_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture`)
};

export const account_credit_note = /** @type {(inputs: Account_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note de crédit`)
};

export const account_receipt = /** @type {(inputs: Account_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu`)
};

export const account_gst_hst_number = /** @type {(inputs: Account_Gst_Hst_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No de TPS/TVH : ${i?.number}`)
};

export const account_qst_number = /** @type {(inputs: Account_Qst_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No de TVQ : ${i?.number}`)
};

export const account_receipt_details = /** @type {(inputs: Account_Receipt_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails du reçu`)
};

export const account_bill_date = /** @type {(inputs: Account_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de facturation`)
};

export const account_card_declined = /** @type {(inputs: Account_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte refusée`)
};

export const account_for_order = /** @type {(inputs: Account_For_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour la commande`)
};

export const account_for_bill_of = /** @type {(inputs: Account_For_Bill_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour la facture du`)
};

export const account_customer = /** @type {(inputs: Account_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const account_billed_for = /** @type {(inputs: Account_Billed_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé pour`)
};

export const account_address = /** @type {(inputs: Account_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const account_this_month = /** @type {(inputs: Account_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mois-ci`)
};

export const account_details = /** @type {(inputs: Account_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

export const account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const account_amount = /** @type {(inputs: Account_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

export const account_totals = /** @type {(inputs: Account_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux`)
};

export const account_subtotal = /** @type {(inputs: Account_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-total`)
};

export const account_sales_tax = /** @type {(inputs: Account_Sales_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes de vente`)
};

export const account_none = /** @type {(inputs: Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune`)
};

export const account_total = /** @type {(inputs: Account_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const account_credit_used = /** @type {(inputs: Account_Credit_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte utilisé`)
};

export const account_added_to_credit = /** @type {(inputs: Account_Added_To_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre crédit au compte`)
};

export const account_amount_owed = /** @type {(inputs: Account_Amount_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant dû`)
};

export const account_amounts_cad = /** @type {(inputs: Account_Amounts_CadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montants en dollars canadiens (CAD). Total des taxes : ${i?.amount}.`)
};

export const account_payment = /** @type {(inputs: Account_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const account_no_card_credit = /** @type {(inputs: Account_No_Card_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte n’a été débitée : le montant a été ajouté à votre crédit au compte.`)
};

export const account_paid_with_credit = /** @type {(inputs: Account_Paid_With_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé en entier avec le crédit au compte.`)
};

export const account_no_card_payment = /** @type {(inputs: Account_No_Card_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement par carte enregistré.`)
};

export const account_refunded_to = /** @type {(inputs: Account_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursé sur ${i?.card} :`)
};

export const account_charged_to = /** @type {(inputs: Account_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prélevé sur ${i?.card} :`)
};

export const account_tried = /** @type {(inputs: Account_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tentative sur ${i?.card} :`)
};

export const account_on_date = /** @type {(inputs: Account_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.date}`)
};

export const account_payment_failed_status = /** @type {(inputs: Account_Payment_Failed_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`échoué`)
};

export const account_payment_declined_status = /** @type {(inputs: Account_Payment_Declined_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusé`)
};

export const account_payment_pending_status = /** @type {(inputs: Account_Payment_Pending_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

export const account_your_note = /** @type {(inputs: Account_Your_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre note : « ${i?.note} »`)
};

export const account_is_owed = /** @type {(inputs: Account_Is_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} est dû.`)
};

export const account_pay_or_update = /** @type {(inputs: Account_Pay_Or_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez-le ou mettez votre carte à jour`)
};

export const account_paper_terms = /** @type {(inputs: Account_Paper_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modalités de paiement : ${i?.terms} Des questions sur ce reçu ? Appelez au ${i?.phone} ou écrivez à ${i?.email} en indiquant son numéro, ${i?.number}.`)
};

export const account_payment_refunded_status = /** @type {(inputs: Account_Payment_Refunded_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remboursé`)
};

export const account_return_free = /** @type {(inputs: Account_Return_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce retour est gratuit : rien n’est facturé.`)
};

export const account_return_fee_declined = /** @type {(inputs: Account_Return_Fee_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée pour les frais de retour : ${i?.amount} est dû.`)
};

export const account_return_fee_retry = /** @type {(inputs: Account_Return_Fee_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles sont retournés. Nous réessaierons votre carte ; pour payer maintenant,`)
};

export const account_return_fee_retry_link = /** @type {(inputs: Account_Return_Fee_Retry_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mettez votre carte à jour ou payez le solde`)
};

export const account_return_fee_open = /** @type {(inputs: Account_Return_Fee_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de retour de ${i?.amount} sont prélevés sur votre carte enregistrée une fois les articles ramassés par notre équipe.`)
};

export const account_order_details = /** @type {(inputs: Account_Order_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails de la commande`)
};

export const account_order_date = /** @type {(inputs: Account_Order_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de la commande`)
};

export const account_not_paid = /** @type {(inputs: Account_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non payée`)
};

export const account_pickup = /** @type {(inputs: Account_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage`)
};

export const account_delivery = /** @type {(inputs: Account_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const account_pick_up_at = /** @type {(inputs: Account_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à`)
};

export const account_pickup_hours = /** @type {(inputs: Account_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jours, de 10 h à 17 h (heure de Toronto)`)
};

export const account_pickup_bring = /** @type {(inputs: Account_Pickup_BringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}. Apportez une pièce d’identité avec photo et votre numéro de commande.`)
};

export const account_depot = /** @type {(inputs: Account_DepotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dépôt`)
};

export const account_moved_from = /** @type {(inputs: Account_Moved_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménagé de`)
};

export const account_picked_up_from = /** @type {(inputs: Account_Picked_Up_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassé à`)
};

export const account_customer_address = /** @type {(inputs: Account_Customer_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du client`)
};

export const account_delivered_to = /** @type {(inputs: Account_Delivered_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré à`)
};

export const account_no_address = /** @type {(inputs: Account_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune adresse`)
};

export const account_move_address = /** @type {(inputs: Account_Move_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du déménagement`)
};

export const account_items = /** @type {(inputs: Account_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const account_item = /** @type {(inputs: Account_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article`)
};

export const account_qty = /** @type {(inputs: Account_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qté`)
};

export const account_unit_price = /** @type {(inputs: Account_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix unitaire`)
};

export const account_retail_sold_at = /** @type {(inputs: Account_Retail_Sold_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix courant ${i?.price}, vendu à 85 % de rabais`)
};

export const account_retail = /** @type {(inputs: Account_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix courant`)
};

export const account_sold_at_off = /** @type {(inputs: Account_Sold_At_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, vendu à 85 % de rabais`)
};

export const account_pivotcare_line = /** @type {(inputs: Account_Pivotcare_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare ${i?.price} ; ${i?.monthly} en tout`)
};

export const account_cancelled_not_moved = /** @type {(inputs: Account_Cancelled_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé : non déménagé`)
};

export const account_cancelled_not_delivered = /** @type {(inputs: Account_Cancelled_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé : non livré`)
};

export const account_moved_fee_unchanged = /** @type {(inputs: Account_Moved_Fee_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménagé à la nouvelle adresse ; ses frais mensuels ne changent pas`)
};

export const account_swap_in_place = /** @type {(inputs: Account_Swap_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplace la pièce retournée ; premier mois facturé à la livraison`)
};

export const account_first_month_today = /** @type {(inputs: Account_First_Month_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier mois prélevé aujourd’hui`)
};

export const account_assembly_amount = /** @type {(inputs: Account_Assembly_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assemblage ${i?.amount}`)
};

export const account_pickup_cancelled_stays = /** @type {(inputs: Account_Pickup_Cancelled_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage annulé : ${i?.name} reste chez vous`)
};

export const account_return_pickup_of = /** @type {(inputs: Account_Return_Pickup_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage de retour : ${i?.name}`)
};

export const account_move_fee = /** @type {(inputs: Account_Move_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de déménagement`)
};

export const account_products = /** @type {(inputs: Account_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits`)
};

export const account_pickup_warehouse = /** @type {(inputs: Account_Pickup_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const account_free = /** @type {(inputs: Account_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

export const account_assembly = /** @type {(inputs: Account_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const account_return_pickup = /** @type {(inputs: Account_Return_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage de retour`)
};

export const account_discount = /** @type {(inputs: Account_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabais`)
};

export const account_refunded = /** @type {(inputs: Account_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

export const account_monthly_unchanged = /** @type {(inputs: Account_Monthly_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos frais mensuels ne changent pas : ${i?.amount} plus taxes pour les articles déménagés, facturés comme avant.`)
};

export const account_monthly_then = /** @type {(inputs: Account_Monthly_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ensuite, ${i?.amount} plus taxes pour les articles mensuels, facturés à partir d’un mois après la livraison.`)
};

export const account_crew_tips = /** @type {(inputs: Account_Crew_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboires à l’équipe`)
};

export const account_tip_for_crew = /** @type {(inputs: Account_Tip_For_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboire à l’équipe de livraison :`)
};

export const account_tip_for_crew_card = /** @type {(inputs: Account_Tip_For_Crew_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pourboire à l’équipe de livraison prélevé sur ${i?.card} :`)
};

export const account_tips_note = /** @type {(inputs: Account_Tips_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pourboires vont entièrement à l’équipe. Ils sont prélevés à part de cette commande et ne sont pas taxés.`)
};

export const account_terms_return = /** @type {(inputs: Account_Terms_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modalités de paiement : les frais de retour sont prélevés une seule fois, sur la carte enregistrée, après le ramassage.`)
};

export const account_terms_paid = /** @type {(inputs: Account_Terms_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modalités de paiement : payé en entier au paiement de la commande.`)
};

export const account_terms_subscription = /** @type {(inputs: Account_Terms_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Les frais d’abonnement suivants sont facturés chaque mois sur la carte enregistrée.`)
};

export const account_terms_questions = /** @type {(inputs: Account_Terms_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions sur ce reçu ? Appelez au ${i?.phone} ou écrivez à ${i?.email} en indiquant votre numéro de commande.`)
};

export const account_receipt_loading = /** @type {(inputs: Account_Receipt_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre reçu`)
};

export const account_receipt_confirming_title = /** @type {(inputs: Account_Receipt_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est en cours de confirmation`)
};

export const account_receipt_confirming_text = /** @type {(inputs: Account_Receipt_Confirming_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous confirmons le paiement de la commande ${i?.number}. Cette page se met à jour d’elle-même : inutile de payer de nouveau.`)
};

export const account_receipt_confirming_checking = /** @type {(inputs: Account_Receipt_Confirming_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle vérification dans quelques secondes`)
};

export const account_receipt_confirming_taxes = /** @type {(inputs: Account_Receipt_Confirming_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le détail des taxes et la carte débitée figurent sur le reçu une fois la commande confirmée.`)
};

export const account_receipt_confirming_total = /** @type {(inputs: Account_Receipt_Confirming_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total de la commande, taxes comprises`)
};

export const account_all_receipts = /** @type {(inputs: Account_All_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les reçus`)
};

export const account_print_invoice = /** @type {(inputs: Account_Print_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimer la facture`)
};

export const account_print_receipt = /** @type {(inputs: Account_Print_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimer le reçu`)
};

export const account_receipt_load_failed = /** @type {(inputs: Account_Receipt_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger ce reçu`)
};

export const account_receipt_not_found = /** @type {(inputs: Account_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas ce reçu`)
};

export const account_receipt_load_failed_text = /** @type {(inputs: Account_Receipt_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est en sécurité ; seule cette page n’a pas pu être chargée.`)
};

export const account_receipt_not_found_text = /** @type {(inputs: Account_Receipt_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il appartient peut-être à un autre compte, ou le lien est incomplet.`)
};

export const account_view_photos = /** @type {(inputs: Account_View_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les photos`)
};

export const account_add_photos = /** @type {(inputs: Account_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter ou remplacer des photos`)
};

export const account_receipt_title = /** @type {(inputs: Account_Receipt_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu ${i?.number}`)
};

export const account_invoice_title = /** @type {(inputs: Account_Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture ${i?.number}`)
};

export const account_pickup_warehouse_name = /** @type {(inputs: Account_Pickup_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrepôt Pivot`)
};

export const account_monthly_parts = /** @type {(inputs: Account_Monthly_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} (${i?.fee} de frais + ${i?.care} PivotCare)`)
};

export const account_product_ordered = /** @type {(inputs: Account_Product_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandé`)
};

export const account_product_with_you = /** @type {(inputs: Account_Product_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chez vous`)
};

export const account_product_return_scheduled = /** @type {(inputs: Account_Product_Return_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour planifié`)
};

export const account_product_returned = /** @type {(inputs: Account_Product_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourné`)
};

export const account_product_bought_out = /** @type {(inputs: Account_Product_Bought_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racheté`)
};

export const account_product_cancelled = /** @type {(inputs: Account_Product_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé`)
};

export const account_product_yours = /** @type {(inputs: Account_Product_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À vous`)
};

export const account_pay_subscription = /** @type {(inputs: Account_Pay_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

export const account_pay_subscription_charge = /** @type {(inputs: Account_Pay_Subscription_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement, ${i?.charge}`)
};

export const account_pay_financing = /** @type {(inputs: Account_Pay_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement`)
};

export const account_pay_financing_charge = /** @type {(inputs: Account_Pay_Financing_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financement, ${i?.count} paiements mensuels de ${i?.amount}`)
};

export const account_pay_rental = /** @type {(inputs: Account_Pay_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const account_pay_rental_charge = /** @type {(inputs: Account_Pay_Rental_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location, ${i?.charge} jusqu’au retour`)
};

export const account_pay_outright = /** @type {(inputs: Account_Pay_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheté comptant`)
};

export const account_left_paid_off = /** @type {(inputs: Account_Left_Paid_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} à payer avant le remboursement complet`)
};

export const account_left_yours = /** @type {(inputs: Account_Left_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} à payer avant qu’il soit à vous`)
};

export const account_my_products_intro = /** @type {(inputs: Account_My_Products_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque pièce que vous avez chez nous, par adresse : comment vous la payez, ce qui est payé et ce qui reste.`)
};

export const account_option_value = /** @type {(inputs: Account_Option_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.value}`)
};

export const account_arriving_on = /** @type {(inputs: Account_Arriving_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrive le`)
};

export const account_since = /** @type {(inputs: Account_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis le`)
};

export const account_paid_so_far = /** @type {(inputs: Account_Paid_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé jusqu’ici`)
};

export const account_left_until_paid_off = /** @type {(inputs: Account_Left_Until_Paid_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reste à payer`)
};

export const account_left_until_owned = /** @type {(inputs: Account_Left_Until_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reste avant d’en être propriétaire`)
};

export const account_buyout_today = /** @type {(inputs: Account_Buyout_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix de rachat aujourd’hui`)
};

export const account_next_payment = /** @type {(inputs: Account_Next_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochain paiement`)
};

export const account_next_payment_value = /** @type {(inputs: Account_Next_Payment_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} plus taxes, ${i?.date}`)
};

export const account_no_furniture_title = /** @type {(inputs: Account_No_Furniture_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun meuble pour l’instant`)
};

export const account_no_furniture_text = /** @type {(inputs: Account_No_Furniture_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous prenez en abonnement, financez, louez ou achetez s’affiche ici une fois commandé.`)
};

export const account_window_time = /** @type {(inputs: Account_Window_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window}, heure de ${i?.depot}`)
};

export const account_item_times = /** @type {(inputs: Account_Item_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} × ${i?.quantity}`)
};

export const account_dstatus_scheduled = /** @type {(inputs: Account_Dstatus_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifiée`)
};

export const account_dstatus_on_its_way = /** @type {(inputs: Account_Dstatus_On_Its_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En route`)
};

export const account_dstatus_arrived = /** @type {(inputs: Account_Dstatus_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipe arrivée`)
};

export const account_dstatus_done = /** @type {(inputs: Account_Dstatus_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée`)
};

export const account_dstatus_cancelled = /** @type {(inputs: Account_Dstatus_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

export const account_dstatus_picked_up = /** @type {(inputs: Account_Dstatus_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassé`)
};

export const account_dstatus_delivered = /** @type {(inputs: Account_Dstatus_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrée`)
};

export const account_delivery_not_found = /** @type {(inputs: Account_Delivery_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas cette livraison`)
};

export const account_see_your_deliveries = /** @type {(inputs: Account_See_Your_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos livraisons`)
};

export const account_booking_note_swap = /** @type {(inputs: Account_Booking_Note_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échange ${i?.number} : l’équipe apporte la nouvelle pièce et reprend l’ancienne en une seule visite. Reporter ou annuler une moitié reporte ou annule les deux.`)
};

export const account_booking_note_move = /** @type {(inputs: Account_Booking_Note_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déménagement ${i?.number} : un ramassage et une livraison, une seule réservation. Reporter ou annuler l’un reporte ou annule les deux.`)
};

export const account_card_label_pickup = /** @type {(inputs: Account_Card_Label_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage du ${i?.date}`)
};

export const account_card_label_delivery = /** @type {(inputs: Account_Card_Label_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison du ${i?.date}`)
};

export const account_fact_window = /** @type {(inputs: Account_Fact_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plage horaire`)
};

export const account_fact_items_pickup = /** @type {(inputs: Account_Fact_Items_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles à ramasser`)
};

export const account_fact_order = /** @type {(inputs: Account_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commande`)
};

export const account_follow_pickup = /** @type {(inputs: Account_Follow_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre ce ramassage`)
};

export const account_follow_delivery = /** @type {(inputs: Account_Follow_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre cette livraison`)
};

export const account_notices_by_sms = /** @type {(inputs: Account_Notices_By_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis par texto.`)
};

export const account_notices_by_email = /** @type {(inputs: Account_Notices_By_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis par courriel.`)
};

export const account_change_notices_pickup = /** @type {(inputs: Account_Change_Notices_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changer la façon d’être avisé du ramassage du ${i?.date}`)
};

export const account_change_notices_delivery = /** @type {(inputs: Account_Change_Notices_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changer la façon d’être avisé de la livraison du ${i?.date}`)
};

export const account_change = /** @type {(inputs: Account_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

export const account_see_what_happened = /** @type {(inputs: Account_See_What_HappenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir ce qui s’est passé`)
};

export const account_tip_crew_pickup = /** @type {(inputs: Account_Tip_Crew_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner un pourboire à l’équipe du ramassage du ${i?.date}`)
};

export const account_tip_crew_delivery = /** @type {(inputs: Account_Tip_Crew_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner un pourboire à l’équipe de la livraison du ${i?.date}`)
};

export const account_tip_the_crew = /** @type {(inputs: Account_Tip_The_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner un pourboire à l’équipe`)
};

export const account_deliveries_intro = /** @type {(inputs: Account_Deliveries_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos livraisons et ramassages : quand l’équipe passe, comment vous en êtes avisé, et ce que vous pouvez changer avant le jour prévu.`)
};

export const account_upcoming = /** @type {(inputs: Account_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À venir`)
};

export const account_nothing_scheduled_new = /** @type {(inputs: Account_Nothing_Scheduled_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’est prévu. Les nouvelles commandes et les retours s’affichent ici.`)
};

export const account_past = /** @type {(inputs: Account_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passées`)
};

export const account_no_visit_yet = /** @type {(inputs: Account_No_Visit_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune livraison ni aucun ramassage pour l’instant.`)
};

export const account_your_card = /** @type {(inputs: Account_Your_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre carte`)
};

export const account_swap_cancelled_title = /** @type {(inputs: Account_Swap_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échange ${i?.number} annulé`)
};

export const account_move_cancelled_title = /** @type {(inputs: Account_Move_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déménagement ${i?.number} annulé`)
};

export const account_refunded_to_card = /** @type {(inputs: Account_Refunded_To_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} est remboursé sur ${i?.card}.`)
};

export const account_refund_on_its_way = /** @type {(inputs: Account_Refund_On_Its_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le remboursement de ${i?.amount} sur ${i?.card} est en cours ; il paraîtra sur le reçu une fois effectué par le processeur de paiement.`)
};

export const account_nothing_to_refund = /** @type {(inputs: Account_Nothing_To_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été facturé, il n’y a donc rien à rembourser.`)
};

export const account_see_the_receipt = /** @type {(inputs: Account_See_The_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const account_loading_windows = /** @type {(inputs: Account_Loading_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des plages libres`)
};

export const account_windows_failed = /** @type {(inputs: Account_Windows_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les plages libres`)
};

export const account_no_open_window = /** @type {(inputs: Account_No_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune plage libre où reporter`)
};

export const account_no_window_pickup = /** @type {(inputs: Account_No_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les plages des deux prochaines semaines sont complètes, ou ce ramassage ne peut plus être reporté. Appelez-nous et nous ferons notre possible.`)
};

export const account_no_window_delivery = /** @type {(inputs: Account_No_Window_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les plages des deux prochaines semaines sont complètes, ou cette livraison ne peut plus être reportée. Appelez-nous et nous ferons notre possible.`)
};

export const account_choose_window = /** @type {(inputs: Account_Choose_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une plage.`)
};

export const account_day = /** @type {(inputs: Account_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

export const account_window_depot_time = /** @type {(inputs: Account_Window_Depot_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plage (heure de ${i?.depot})`)
};

export const account_slot_places_left = /** @type {(inputs: Account_Slot_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} · ${i?.count} place libre`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} · ${i?.count} places libres`);
	return /** @type {LocalizedString} */ ("account_slot_places_left");
};

export const account_not_moved = /** @type {(inputs: Account_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non reporté`)
};

export const account_moving = /** @type {(inputs: Account_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report en cours`)
};

export const account_move_it_here = /** @type {(inputs: Account_Move_It_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter ici`)
};

export const account_move_this_pickup = /** @type {(inputs: Account_Move_This_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter ce ramassage`)
};

export const account_move_this_delivery = /** @type {(inputs: Account_Move_This_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter cette livraison`)
};

export const account_move_desc_swap = /** @type {(inputs: Account_Move_Desc_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un autre jour et une autre plage. L’autre visite de l’échange est reportée avec elle. Les plages complètes ne sont pas affichées.`)
};

export const account_move_desc_move = /** @type {(inputs: Account_Move_Desc_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un autre jour et une autre plage. L’autre visite du déménagement est reportée avec elle. Les plages complètes ne sont pas affichées.`)
};

export const account_move_desc = /** @type {(inputs: Account_Move_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un autre jour et une autre plage. Les plages complètes ne sont pas affichées.`)
};

export const account_move_to_another_window = /** @type {(inputs: Account_Move_To_Another_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter à une autre plage`)
};

export const account_cancel_pickup_title = /** @type {(inputs: Account_Cancel_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ce ramassage ?`)
};

export const account_cancel_pickup_desc = /** @type {(inputs: Account_Cancel_Pickup_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe ne viendra pas, et les articles restent chez vous.`)
};

export const account_cancel_pickup = /** @type {(inputs: Account_Cancel_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le ramassage`)
};

export const account_keep_pickup = /** @type {(inputs: Account_Keep_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder le ramassage`)
};

export const account_cancelling = /** @type {(inputs: Account_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation en cours`)
};

export const account_not_cancelled = /** @type {(inputs: Account_Not_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non annulé`)
};

export const account_swap_both_cancelled = /** @type {(inputs: Account_Swap_Both_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les deux moitiés de la visite sont annulées : l’équipe n’apportera pas ${i?.coming} et ne reprendra pas ${i?.keeps}.`)
};

export const account_move_both_cancelled = /** @type {(inputs: Account_Move_Both_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les deux visites sont annulées : l’équipe ne ramassera pas ${i?.keeps} et ne les livrera pas à la nouvelle adresse.`)
};

export const account_stays_with_you = /** @type {(inputs: Account_Stays_With_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} reste chez vous`)
};

export const account_stays_where_it_is = /** @type {(inputs: Account_Stays_Where_It_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` là où il se trouve`)
};

export const account_at_monthly_as_before = /** @type {(inputs: Account_At_Monthly_As_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, à ${i?.amount} comme avant`)
};

export const account_what_you_get_back = /** @type {(inputs: Account_What_You_Get_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui vous est remboursé`)
};

export const account_refund_swap = /** @type {(inputs: Account_Refund_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`remboursé sur ${i?.card} : tout le montant de l’échange, taxes comprises, parce que vous annulez avant le ${i?.day}. Le remboursement paraît sur le reçu de l’échange ; votre banque peut prendre quelques jours ouvrables pour l’afficher.`)
};

export const account_refund_move = /** @type {(inputs: Account_Refund_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`remboursé sur ${i?.card} : tout le montant du déménagement, taxes comprises, parce que vous annulez avant le ${i?.day}. Le remboursement paraît sur le reçu du déménagement ; votre banque peut prendre quelques jours ouvrables pour l’afficher.`)
};

export const account_its_day = /** @type {(inputs: Account_Its_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le jour prévu`)
};

export const account_nothing_charged_swap = /** @type {(inputs: Account_Nothing_Charged_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été facturé pour cet échange, il n’y a donc rien à rembourser.`)
};

export const account_nothing_charged_move = /** @type {(inputs: Account_Nothing_Charged_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été facturé pour ce déménagement, il n’y a donc rien à rembourser.`)
};

export const account_cancel_swap_title = /** @type {(inputs: Account_Cancel_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cet échange ?`)
};

export const account_cancel_move_title = /** @type {(inputs: Account_Cancel_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ce déménagement ?`)
};

export const account_cancel_swap_desc = /** @type {(inputs: Account_Cancel_Swap_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un échange est une seule réservation : sa livraison et son ramassage sont annulés ensemble.`)
};

export const account_cancel_move_desc = /** @type {(inputs: Account_Cancel_Move_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un déménagement est une seule réservation : son ramassage et sa livraison sont annulés ensemble.`)
};

export const account_cancel_swap = /** @type {(inputs: Account_Cancel_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l’échange`)
};

export const account_cancel_move = /** @type {(inputs: Account_Cancel_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le déménagement`)
};

export const account_keep_swap = /** @type {(inputs: Account_Keep_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder l’échange`)
};

export const account_keep_move = /** @type {(inputs: Account_Keep_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder le déménagement`)
};

export const account_cancel_and_refund = /** @type {(inputs: Account_Cancel_And_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annuler et rembourser ${i?.amount}`)
};

export const account_cancel_the_swap = /** @type {(inputs: Account_Cancel_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l’échange`)
};

export const account_cancel_the_move = /** @type {(inputs: Account_Cancel_The_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le déménagement`)
};

export const account_working_out_refund = /** @type {(inputs: Account_Working_Out_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul de votre remboursement`)
};

export const account_cancel_preview_failed = /** @type {(inputs: Account_Cancel_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger ce que l’annulation rembourse`)
};

export const account_swap_cannot_cancel = /** @type {(inputs: Account_Swap_Cannot_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet échange ne peut pas être annulé ici`)
};

export const account_move_cannot_cancel = /** @type {(inputs: Account_Move_Cannot_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce déménagement ne peut pas être annulé ici`)
};

export const account_pstatus_scheduled = /** @type {(inputs: Account_Pstatus_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifié`)
};

export const account_pstatus_done = /** @type {(inputs: Account_Pstatus_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

export const account_pstatus_cancelled = /** @type {(inputs: Account_Pstatus_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé`)
};

export const account_stage_pickup_scheduled = /** @type {(inputs: Account_Stage_Pickup_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage planifié`)
};

export const account_stage_delivery_scheduled = /** @type {(inputs: Account_Stage_Delivery_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison planifiée`)
};

export const account_stage_out_for_delivery = /** @type {(inputs: Account_Stage_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours de livraison`)
};

export const account_stops_before_yours = /** @type {(inputs: Account_Stops_Before_YoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} arrêt avant le vôtre`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} arrêts avant le vôtre`);
	return /** @type {LocalizedString} */ ("account_stops_before_yours");
};

export const account_stops_before_yours_plain = /** @type {(inputs: Account_Stops_Before_Yours_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêts avant le vôtre`)
};

export const account_stage_nearby = /** @type {(inputs: Account_Stage_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À 30 minutes`)
};

export const account_stage_arrived = /** @type {(inputs: Account_Stage_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipe arrivée`)
};

export const account_stage_picked_up = /** @type {(inputs: Account_Stage_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassé`)
};

export const account_stage_delivered = /** @type {(inputs: Account_Stage_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré`)
};

export const account_stage_cancelled = /** @type {(inputs: Account_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé`)
};

export const account_loading_map = /** @type {(inputs: Account_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la carte`)
};

export const account_timeline = /** @type {(inputs: Account_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes`)
};

export const account_now = /** @type {(inputs: Account_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (maintenant)`)
};

export const account_booked = /** @type {(inputs: Account_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservé le ${i?.date}`)
};

export const account_pickup_was_cancelled = /** @type {(inputs: Account_Pickup_Was_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce ramassage a été annulé`)
};

export const account_delivery_was_cancelled = /** @type {(inputs: Account_Delivery_Was_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette livraison a été annulée`)
};

export const account_crew_will_not_come = /** @type {(inputs: Account_Crew_Will_Not_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe ne viendra pas.`)
};

export const account_headline_picked_up = /** @type {(inputs: Account_Headline_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage terminé`)
};

export const account_headline_delivered = /** @type {(inputs: Account_Headline_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison terminée`)
};

export const account_crew_finished_pickup = /** @type {(inputs: Account_Crew_Finished_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. L’équipe a terminé votre ramassage.`)
};

export const account_crew_finished_delivery = /** @type {(inputs: Account_Crew_Finished_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. L’équipe a terminé votre livraison.`)
};

export const account_crew_at_door = /** @type {(inputs: Account_Crew_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe est à votre porte`)
};

export const account_crew_with_you = /** @type {(inputs: Account_Crew_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle est avec vous en ce moment.`)
};

export const account_pickup_on = /** @type {(inputs: Account_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage le ${i?.date}`)
};

export const account_delivery_on = /** @type {(inputs: Account_Delivery_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison le ${i?.date}`)
};

export const account_scheduled_detail = /** @type {(inputs: Account_Scheduled_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window}. Nous vous avisons quand l’équipe part, puis 30 minutes avant son arrivée.`)
};

export const account_arriving_in = /** @type {(inputs: Account_Arriving_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Arrivée dans environ ${i?.count} minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Arrivée dans environ ${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("account_arriving_in");
};

export const account_crew_on_its_way = /** @type {(inputs: Account_Crew_On_Its_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe est en route`)
};

export const account_around_time = /** @type {(inputs: Account_Around_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vers ${i?.time}, heure de ${i?.depot}.`)
};

export const account_map_of_crew = /** @type {(inputs: Account_Map_Of_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte de l’équipe et de votre adresse`)
};

export const account_crew_at_address = /** @type {(inputs: Account_Crew_At_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’équipe est à votre adresse`)
};

export const account_crew_km_away = /** @type {(inputs: Account_Crew_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`l’équipe est à ${i?.km} km`)
};

export const account_map_label = /** @type {(inputs: Account_Map_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.parts}. ${i?.address}.`)
};

export const account_follow_your_delivery = /** @type {(inputs: Account_Follow_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre votre livraison`)
};

export const account_what_this_delivery = /** @type {(inputs: Account_What_This_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cette livraison`)
};

export const account_progress = /** @type {(inputs: Account_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression`)
};

export const account_after_delivery = /** @type {(inputs: Account_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après votre livraison`)
};

export const account_picking_up = /** @type {(inputs: Account_Picking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage : `)
};

export const account_bringing = /** @type {(inputs: Account_BringingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison : `)
};

export const account_order_notices_sms = /** @type {(inputs: Account_Order_Notices_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}. Avis par texto.`)
};

export const account_order_notices_email = /** @type {(inputs: Account_Order_Notices_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}. Avis par courriel.`)
};

export const account_change_how_hear = /** @type {(inputs: Account_Change_How_HearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la façon d’être avisé`)
};

export const account_live_paused = /** @type {(inputs: Account_Live_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mises à jour en direct interrompues`)
};

export const account_live_paused_text = /** @type {(inputs: Account_Live_Paused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons perdu la connexion en direct ; cette page vérifie de nouveau toutes les 30 secondes.`)
};

export const account_map = /** @type {(inputs: Account_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

export const account_no_crew_coming = /** @type {(inputs: Account_No_Crew_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune équipe ne viendra.`)
};

export const account_crew_reached = /** @type {(inputs: Account_Crew_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe est arrivée à votre adresse.`)
};

export const account_map_shows_on = /** @type {(inputs: Account_Map_Shows_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte montre l’équipe et son trajet dès son départ le ${i?.date}.`)
};

export const account_map_legend = /** @type {(inputs: Account_Map_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bleu : l’équipe. Rouge : votre adresse. Blanc : les arrêts avant le vôtre. Gris : le dépôt.`)
};

export const account_delivery_notices = /** @type {(inputs: Account_Delivery_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis de livraison`)
};

export const account_how_hear_pickup = /** @type {(inputs: Account_How_Hear_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment être avisé de ce ramassage`)
};

export const account_how_hear_delivery = /** @type {(inputs: Account_How_Hear_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment être avisé de cette livraison`)
};

export const account_notice_intro_pickup = /** @type {(inputs: Account_Notice_Intro_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage du ${i?.date}, ${i?.window}. Nous vous avisons quand l’équipe est en route et quand elle est à 30 minutes.`)
};

export const account_notice_intro_delivery = /** @type {(inputs: Account_Notice_Intro_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison du ${i?.date}, ${i?.window}. Nous vous avisons quand l’équipe est en route et quand elle est à 30 minutes.`)
};

export const account_send_notices_by = /** @type {(inputs: Account_Send_Notices_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer les avis par`)
};

export const account_text_to_mobile = /** @type {(inputs: Account_Text_To_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto à votre cellulaire`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const account_notices_hint = /** @type {(inputs: Account_Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les textos vont à votre numéro de cellulaire confirmé ; sans numéro confirmé, nous vous écrivons par courriel.`)
};

export const account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré`)
};

export const account_notices_go_pickup_sms = /** @type {(inputs: Account_Notices_Go_Pickup_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis de ce ramassage sont envoyés par texto.`)
};

export const account_notices_go_pickup_email = /** @type {(inputs: Account_Notices_Go_Pickup_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis de ce ramassage sont envoyés par courriel.`)
};

export const account_notices_go_delivery_sms = /** @type {(inputs: Account_Notices_Go_Delivery_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis de cette livraison sont envoyés par texto.`)
};

export const account_notices_go_delivery_email = /** @type {(inputs: Account_Notices_Go_Delivery_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis de cette livraison sont envoyés par courriel.`)
};

export const account_saving = /** @type {(inputs: Account_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const account_back_to_deliveries = /** @type {(inputs: Account_Back_To_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux livraisons`)
};

export const account_card_declined_on = /** @type {(inputs: Account_Card_Declined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée le ${i?.date} : ${i?.amount} est dû.`)
};

export const account_card_declined_owed = /** @type {(inputs: Account_Card_Declined_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée : ${i?.amount} est dû.`)
};

export const account_declined = /** @type {(inputs: Account_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée`)
};

export const account_declined_on = /** @type {(inputs: Account_Declined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refusée le ${i?.date}`)
};

export const account_paid_late_sentence = /** @type {(inputs: Account_Paid_Late_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.declined}, payée.`)
};

export const account_paid_late_on_sentence = /** @type {(inputs: Account_Paid_Late_On_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.declined}, payée le ${i?.date}.`)
};

export const account_charge_processing = /** @type {(inputs: Account_Charge_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prélèvement est en cours de traitement.`)
};

export const account_paid_with_credit_short = /** @type {(inputs: Account_Paid_With_Credit_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée avec le crédit au compte.`)
};

export const account_charged_sentence = /** @type {(inputs: Account_Charged_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prélevée.`)
};

export const account_charged_on_sentence = /** @type {(inputs: Account_Charged_On_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prélevée le ${i?.date}.`)
};

export const account_bill_meta = /** @type {(inputs: Account_Bill_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} · ${i?.count} · ${i?.number}`)
};

export const account_incl_tax = /** @type {(inputs: Account_Incl_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`taxes de ${i?.amount} incluses`)
};

export const account_view_bill = /** @type {(inputs: Account_View_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la facture`)
};

export const account_of_date = /** @type {(inputs: Account_Of_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` du ${i?.date}`)
};

export const account_billing_intro = /** @type {(inputs: Account_Billing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture de chaque mois pour chaque adresse, de la plus récente à la plus ancienne : prélevée, refusée ou payée en retard. Ouvrez-en une pour la consulter ou l’imprimer.`)
};

export const account_what_billing_history = /** @type {(inputs: Account_What_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre historique de facturation`)
};

export const account_no_bills_title = /** @type {(inputs: Account_No_Bills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune facture mensuelle pour l’instant`)
};

export const account_no_bills_text = /** @type {(inputs: Account_No_Bills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre première facture mensuelle arrive un mois après la livraison de vos meubles.`)
};

export const account_see_upcoming_bill = /** @type {(inputs: Account_See_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la prochaine facture`)
};

export const account_bills_count = /** @type {(inputs: Account_Bills_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} facture`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} factures`);
	return /** @type {LocalizedString} */ ("account_bills_count");
};

export const account_monthly_bills = /** @type {(inputs: Account_Monthly_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures mensuelles`)
};

export const account_billing_pages = /** @type {(inputs: Account_Billing_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages de l’historique de facturation`)
};

export const account_no_bills_page = /** @type {(inputs: Account_No_Bills_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a aucune facture sur cette page.`)
};

export const account_other_payments = /** @type {(inputs: Account_Other_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements d’autres types (commandes, pourboires, remboursements, crédits) se trouvent dans`)
};

export const account_your_receipts = /** @type {(inputs: Account_Your_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos reçus`)
};

export const account_card_declined_title = /** @type {(inputs: Account_Card_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée`)
};

export const account_card_declined_text = /** @type {(inputs: Account_Card_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ${i?.card} a été refusée pour votre dernière facture, qui est toujours impayée. Cette facture irait sur la même carte : enregistrez une nouvelle carte et payez le solde en souffrance.`)
};

export const account_card_expires_title = /** @type {(inputs: Account_Card_Expires_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte expire avant cette facture`)
};

export const account_card_expires_text = /** @type {(inputs: Account_Card_Expires_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ${i?.card} expire avant le ${i?.date}. Enregistrez une nouvelle carte pour que cette facture puisse être payée.`)
};

export const account_card_word = /** @type {(inputs: Account_Card_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carte`)
};

export const account_no_card_title = /** @type {(inputs: Account_No_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte enregistrée`)
};

export const account_no_card_text = /** @type {(inputs: Account_No_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a aucune carte sur laquelle prélever cette facture. Enregistrez une carte avant la date de facturation.`)
};

export const account_go_payment_info = /** @type {(inputs: Account_Go_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller aux renseignements de paiement`)
};

export const account_address_in = /** @type {(inputs: Account_Address_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une adresse en ${i?.province}`)
};

export const account_bill_of = /** @type {(inputs: Account_Bill_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture du ${i?.date}`)
};

export const account_for_where = /** @type {(inputs: Account_For_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour ${i?.where}`)
};

export const account_line_instalment = /** @type {(inputs: Account_Line_InstalmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, versement (paiement ${i?.period})`)
};

export const account_line_monthly_fee = /** @type {(inputs: Account_Line_Monthly_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, frais mensuels (paiement ${i?.period})`)
};

export const account_pivotcare_for = /** @type {(inputs: Account_Pivotcare_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare pour ${i?.name}`)
};

export const account_credit_applied = /** @type {(inputs: Account_Credit_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte appliqué`)
};

export const account_to_be_charged_to = /** @type {(inputs: Account_To_Be_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À prélever sur votre ${i?.card}`)
};

export const account_to_pay_bill_date = /** @type {(inputs: Account_To_Pay_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer à la date de facturation`)
};

export const account_upcoming_intro = /** @type {(inputs: Account_Upcoming_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre prochaine facture mensuelle pour chaque adresse, telle que nous la prélèverons sur la carte enregistrée.`)
};

export const account_what_next_bill = /** @type {(inputs: Account_What_Next_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre prochaine facture`)
};

export const account_no_bill_coming = /** @type {(inputs: Account_No_Bill_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune facture à venir`)
};

export const account_no_bill_coming_text = /** @type {(inputs: Account_No_Bill_Coming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus rien de ce que vous avez n’est facturé chaque mois, ou vos meubles ne sont pas encore livrés.`)
};

export const account_taxes_in_force = /** @type {(inputs: Account_Taxes_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les taxes sont celles en vigueur à la date de la facture. La carte se trouve`)
};

export const account_on_payment_info = /** @type {(inputs: Account_On_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dans vos renseignements de paiement`)
};

export const account_past_bills_in = /** @type {(inputs: Account_Past_Bills_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Les factures passées se trouvent dans votre`)
};

export const account_billing_up_to_date = /** @type {(inputs: Account_Billing_Up_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci : votre facturation est à jour`)
};

export const account_we_charged = /** @type {(inputs: Account_We_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons prélevé ${i?.amount} sur la carte enregistrée.`)
};

export const account_receipt_in = /** @type {(inputs: Account_Receipt_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son reçu se trouve dans`)
};

export const account_bill_shows_paid = /** @type {(inputs: Account_Bill_Shows_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, et la facture paraît comme payée dans votre`)
};

export const account_bills_unpaid = /** @type {(inputs: Account_Bills_UnpaidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Une facture mensuelle est impayée.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} factures mensuelles sont impayées.`);
	return /** @type {LocalizedString} */ ("account_bills_unpaid");
};

export const account_overdue_card_declined = /** @type {(inputs: Account_Overdue_Card_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ${i?.card} a été refusée pour celle-ci : enregistrez une nouvelle carte ci-dessous, puis payez.`)
};

export const account_overdue_pay_with = /** @type {(inputs: Account_Overdue_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payez maintenant avec votre ${i?.card} au dossier.`)
};

export const account_overdue_put_card = /** @type {(inputs: Account_Overdue_Put_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez une carte ci-dessous, puis payez.`)
};

export const account_paying = /** @type {(inputs: Account_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en cours`)
};

export const account_pay_now = /** @type {(inputs: Account_Pay_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer maintenant ${i?.amount}`)
};

export const account_no_card_on_file = /** @type {(inputs: Account_No_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte enregistrée. Ajoutez-en une ci-dessous : les factures mensuelles y sont prélevées.`)
};

export const account_expired = /** @type {(inputs: Account_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expirée`)
};

export const account_billing_address_label = /** @type {(inputs: Account_Billing_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de facturation :`)
};

export const account_billing_address_none = /** @type {(inputs: Account_Billing_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune pour l’instant (ajoutez une adresse)`)
};

export const account_card_now_on_file = /** @type {(inputs: Account_Card_Now_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ${i?.card} est maintenant la carte enregistrée.`)
};

export const account_put_new_card = /** @type {(inputs: Account_Put_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer une nouvelle carte`)
};

export const account_card_processor_note = /** @type {(inputs: Account_Card_Processor_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement ; nous ne voyons ni ne conservons jamais son numéro. Elle est vérifiée par une retenue de ${i?.hold} libérée aussitôt.`)
};

export const account_card_not_saved = /** @type {(inputs: Account_Card_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte n’a pas été enregistrée`)
};

export const account_name_on_card = /** @type {(inputs: Account_Name_On_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const account_card_number = /** @type {(inputs: Account_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const account_expiry = /** @type {(inputs: Account_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d’expiration (MM/AA)`)
};

export const account_expiry_placeholder = /** @type {(inputs: Account_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const account_security_code = /** @type {(inputs: Account_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const account_billing_address = /** @type {(inputs: Account_Billing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de facturation`)
};

export const account_same_as_delivery = /** @type {(inputs: Account_Same_As_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identique à mon adresse de livraison`)
};

export const account_street_address = /** @type {(inputs: Account_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse municipale`)
};

export const account_unit_optional = /** @type {(inputs: Account_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appartement (facultatif)`)
};

export const account_city = /** @type {(inputs: Account_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const account_province_territory = /** @type {(inputs: Account_Province_TerritoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province ou territoire`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir`)
};

export const account_postal_code = /** @type {(inputs: Account_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const account_postal_placeholder = /** @type {(inputs: Account_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A1A 1A1`)
};

export const account_checking_card = /** @type {(inputs: Account_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la carte`)
};

export const account_save_new_card = /** @type {(inputs: Account_Save_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la nouvelle carte`)
};

export const account_payment_intro = /** @type {(inputs: Account_Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte sur laquelle vos factures mensuelles sont prélevées, et tout solde en souffrance.`)
};

export const account_what_payment_info = /** @type {(inputs: Account_What_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos renseignements de paiement`)
};

export const account_card_on_file = /** @type {(inputs: Account_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte enregistrée`)
};

export const account_problem_card_name = /** @type {(inputs: Account_Problem_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le nom inscrit sur la carte.`)
};

export const account_problem_card_number = /** @type {(inputs: Account_Problem_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez le numéro de carte.`)
};

export const account_problem_expiry = /** @type {(inputs: Account_Problem_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la date d’expiration au format MM/AA.`)
};

export const account_problem_cvc = /** @type {(inputs: Account_Problem_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code de sécurité à 3 ou 4 chiffres.`)
};

export const account_problem_first_name = /** @type {(inputs: Account_Problem_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un prénom.`)
};

export const account_problem_last_name = /** @type {(inputs: Account_Problem_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom de famille.`)
};

export const account_problem_street = /** @type {(inputs: Account_Problem_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’adresse municipale.`)
};

export const account_problem_city = /** @type {(inputs: Account_Problem_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la ville.`)
};

export const account_problem_province = /** @type {(inputs: Account_Problem_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province.`)
};

export const account_problem_province_territory = /** @type {(inputs: Account_Problem_Province_TerritoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la province ou le territoire.`)
};

export const account_problem_postal = /** @type {(inputs: Account_Problem_PostalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal.`)
};

export const account_problem_postal_the = /** @type {(inputs: Account_Problem_Postal_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code postal.`)
};

export const account_problem_postal_format = /** @type {(inputs: Account_Problem_Postal_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien comme A1A 1A1.`)
};

export const account_problem_phone = /** @type {(inputs: Account_Problem_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone à 10 chiffres, p. ex. 416 555 0134.`)
};

export const account_problem_floor = /** @type {(inputs: Account_Problem_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’étage en chiffres.`)
};

export const account_problem_postal_province = /** @type {(inputs: Account_Problem_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code postal commençant par ${i?.letter} correspond à : ${i?.provinces}. Vérifiez le code postal ou la province.`)
};

export const account_please_sign_in = /** @type {(inputs: Account_Please_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour continuer.`)
};

export const account_building_house = /** @type {(inputs: Account_Building_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison`)
};

export const account_building_apartment = /** @type {(inputs: Account_Building_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appartement`)
};

export const account_building_condo = /** @type {(inputs: Account_Building_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const account_building_townhouse = /** @type {(inputs: Account_Building_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison de ville`)
};

export const account_building_office = /** @type {(inputs: Account_Building_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

export const account_floor = /** @type {(inputs: Account_FloorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`étage ${i?.floor}`)
};

export const account_elevator = /** @type {(inputs: Account_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ascenseur`)
};

export const account_loading_dock = /** @type {(inputs: Account_Loading_DockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quai de chargement`)
};

export const account_buzzer = /** @type {(inputs: Account_BuzzerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`interphone ${i?.buzzer}`)
};

export const account_receiving = /** @type {(inputs: Account_ReceivingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`réception ${i?.hours}`)
};

export const account_unit_name = /** @type {(inputs: Account_Unit_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.street}, app. ${i?.unit}`)
};

export const account_main_address = /** @type {(inputs: Account_Main_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse principale`)
};

export const account_quoted = /** @type {(inputs: Account_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.text} »`)
};

export const account_no_furniture_here = /** @type {(inputs: Account_No_Furniture_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun meuble ici en ce moment`)
};

export const account_products_here = /** @type {(inputs: Account_Products_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} produit ici`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} produits ici`);
	return /** @type {LocalizedString} */ ("account_products_here");
};

export const account_remove_address_title = /** @type {(inputs: Account_Remove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer cette adresse ?`)
};

export const account_remove_address_text = /** @type {(inputs: Account_Remove_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle quitte votre carnet d’adresses ; les commandes passées la conservent.`)
};

export const account_removing_address = /** @type {(inputs: Account_Removing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrait de l’adresse`)
};

export const account_remove = /** @type {(inputs: Account_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const account_keep_it = /** @type {(inputs: Account_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

export const account_edit = /** @type {(inputs: Account_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

export const account_making_main = /** @type {(inputs: Account_Making_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changement de l’adresse principale`)
};

export const account_make_main = /** @type {(inputs: Account_Make_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire l’adresse principale`)
};

export const account_hidden_name = /** @type {(inputs: Account_Hidden_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : ${i?.name}`)
};

export const account_add_address = /** @type {(inputs: Account_Add_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une adresse`)
};

export const account_what_addresses = /** @type {(inputs: Account_What_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos adresses`)
};

export const account_no_addresses = /** @type {(inputs: Account_No_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune adresse pour l’instant`)
};

export const account_no_addresses_text = /** @type {(inputs: Account_No_Addresses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez l’adresse où nous devons livrer ; le paiement la proposera en premier.`)
};

export const account_your_addresses = /** @type {(inputs: Account_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos adresses`)
};

export const account_address_added = /** @type {(inputs: Account_Address_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse ajoutée.`)
};

export const account_address_saved = /** @type {(inputs: Account_Address_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse enregistrée.`)
};

export const account_edit_address = /** @type {(inputs: Account_Edit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’adresse`)
};

export const account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const account_address_not_found = /** @type {(inputs: Account_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas cette adresse`)
};

export const account_see_addresses = /** @type {(inputs: Account_See_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos adresses`)
};

export const account_address_not_found_text = /** @type {(inputs: Account_Address_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle a peut-être été retirée, ou le lien ne concerne pas votre compte.`)
};

export const account_address_edit_intro = /** @type {(inputs: Account_Address_Edit_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout ce dont l’équipe a besoin pour entrer vos meubles : l’appartement, l’étage, l’ascenseur, l’interphone et quand quelqu’un peut les recevoir.`)
};

export const account_what_the_address = /** @type {(inputs: Account_What_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’adresse`)
};

export const account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

export const account_save_address = /** @type {(inputs: Account_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’adresse`)
};

export const account_edit_the_address = /** @type {(inputs: Account_Edit_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’adresse`)
};

export const account_new_delivery_address = /** @type {(inputs: Account_New_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse de livraison`)
};

export const account_choose_address = /** @type {(inputs: Account_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une adresse`)
};

export const account_billing_address_to_use = /** @type {(inputs: Account_Billing_Address_To_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse de facturation à utiliser.`)
};

export const account_where_should_go = /** @type {(inputs: Account_Where_Should_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où cela doit aller.`)
};

export const account_add_first = /** @type {(inputs: Account_Add_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez-en une d’abord, puis revenez la choisir.`)
};

export const account_use_this_address = /** @type {(inputs: Account_Use_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser cette adresse`)
};

export const account_profile_saved = /** @type {(inputs: Account_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos renseignements sont enregistrés.`)
};

export const account_your_details = /** @type {(inputs: Account_Your_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos renseignements`)
};

export const account_first_name = /** @type {(inputs: Account_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

export const account_last_name = /** @type {(inputs: Account_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de famille`)
};

export const account_mobile_phone = /** @type {(inputs: Account_Mobile_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone cellulaire`)
};

export const account_phone_hint = /** @type {(inputs: Account_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un numéro canadien, comme 416-555-0134.`)
};

export const account_verified_sentence = /** @type {(inputs: Account_Verified_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié.`)
};

export const account_verify_number = /** @type {(inputs: Account_Verify_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier ce numéro`)
};

export const account_other_phone = /** @type {(inputs: Account_Other_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre téléphone`)
};

export const account_optional = /** @type {(inputs: Account_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif`)
};

export const account_text_deliveries = /** @type {(inputs: Account_Text_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer des textos au sujet de mes livraisons`)
};

export const account_sent_to_mobile = /** @type {(inputs: Account_Sent_To_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyés à votre téléphone cellulaire`)
};

export const account_email_news = /** @type {(inputs: Account_Email_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer des nouvelles et des offres par courriel`)
};

export const account_saving_details = /** @type {(inputs: Account_Saving_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de vos renseignements`)
};

export const account_save_details = /** @type {(inputs: Account_Save_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les renseignements`)
};

export const account_enter_new_email = /** @type {(inputs: Account_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la nouvelle adresse courriel.`)
};

export const account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre mot de passe.`)
};

export const account_security_password = /** @type {(inputs: Account_Security_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour votre sécurité, entrez votre mot de passe pour changer votre courriel.`)
};

export const account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié`)
};

export const account_not_verified = /** @type {(inputs: Account_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non vérifié`)
};

export const account_check_inbox = /** @type {(inputs: Account_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre boîte de réception`)
};

export const account_sent_link_to = /** @type {(inputs: Account_Sent_Link_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien à`)
};

export const account_finish_change = /** @type {(inputs: Account_Finish_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`. Ouvrez-le pour terminer le changement ; d’ici là, vous continuez de vous connecter avec ${i?.email}.`)
};

export const account_change_your_email = /** @type {(inputs: Account_Change_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer votre courriel`)
};

export const account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse courriel`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe`)
};

export const account_sending_link = /** @type {(inputs: Account_Sending_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du lien`)
};

export const account_send_confirmation = /** @type {(inputs: Account_Send_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un lien de confirmation`)
};

export const account_change_email = /** @type {(inputs: Account_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le courriel`)
};

export const account_verify_email = /** @type {(inputs: Account_Verify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier votre courriel`)
};

export const account_membership_subscription = /** @type {(inputs: Account_Membership_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion par abonnement`)
};

export const account_membership_ownership = /** @type {(inputs: Account_Membership_OwnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion propriétaire`)
};

export const account_profile_intro = /** @type {(inputs: Account_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, comment nous vous joignons, et ce que nous vous envoyons.`)
};

export const account_what_profile = /** @type {(inputs: Account_What_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre profil`)
};

export const account_memberships = /** @type {(inputs: Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésions`)
};

export const account_no_membership = /** @type {(inputs: Account_No_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune adhésion pour l’instant : elle commence avec votre premier abonnement ou achat.`)
};

export const account_several_addresses = /** @type {(inputs: Account_Several_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · plusieurs adresses`)
};

export const account_referral_state_joined = /** @type {(inputs: Account_Referral_State_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrit`)
};

export const account_referral_state_ordered = /** @type {(inputs: Account_Referral_State_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commande passée : votre crédit arrive à la livraison`)
};

export const account_referral_state_credited = /** @type {(inputs: Account_Referral_State_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré : vous avez été crédité`)
};

export const account_referral_intro = /** @type {(inputs: Account_Referral_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagez votre lien : un ami qui s’inscrit avec celui-ci obtient un crédit sur sa première commande, et vous obtenez un crédit quand cette commande est livrée.`)
};

export const account_what_referrals = /** @type {(inputs: Account_What_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos parrainages`)
};

export const account_your_link = /** @type {(inputs: Account_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien`)
};

export const account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const account_copied = /** @type {(inputs: Account_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié.`)
};

export const account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez le lien et copiez-le.`)
};

export const account_referral_terms = /** @type {(inputs: Account_Referral_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ami obtient ${i?.welcome} de rabais sur sa première commande ; vous obtenez ${i?.reward} en crédit une fois celle-ci livrée. Le crédit est utilisé en premier sur votre prochaine commande ou facture mensuelle.`)
};

export const account_credit_earned = /** @type {(inputs: Account_Credit_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit obtenu par parrainage :`)
};

export const account_who_joined = /** @type {(inputs: Account_Who_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes inscrites`)
};

export const account_nobody_joined = /** @type {(inputs: Account_Nobody_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne ne s’est encore inscrit avec votre lien.`)
};

export const account_badge_ordered = /** @type {(inputs: Account_Badge_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commande passée`)
};

export const account_badge_joined = /** @type {(inputs: Account_Badge_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrit`)
};

export const account_joined_on = /** @type {(inputs: Account_Joined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscrit le ${i?.date}.`)
};

export const account_problem_six_digits = /** @type {(inputs: Account_Problem_Six_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez les six chiffres du code que nous vous avons envoyé par texto.`)
};

export const account_problem_other = /** @type {(inputs: Account_Problem_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu. Veuillez réessayer.`)
};

export const account_back_to_profile = /** @type {(inputs: Account_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au profil`)
};

export const account_my_account = /** @type {(inputs: Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const account_enter_your_code = /** @type {(inputs: Account_Enter_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre code`)
};

export const account_six_digit_code = /** @type {(inputs: Account_Six_Digit_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code à six chiffres`)
};

export const account_works_until = /** @type {(inputs: Account_Works_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il est valide jusqu’à ${i?.time}`)
};

export const account_checking_code = /** @type {(inputs: Account_Checking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification du code`)
};

export const account_verify = /** @type {(inputs: Account_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

export const account_send_new_code = /** @type {(inputs: Account_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un nouveau code`)
};

export const account_verify_mobile_title = /** @type {(inputs: Account_Verify_Mobile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier votre numéro de cellulaire`)
};

export const account_verify_mobile_short = /** @type {(inputs: Account_Verify_Mobile_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier votre cellulaire`)
};

export const account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const account_page_load_failed = /** @type {(inputs: Account_Page_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger cette page`)
};

export const account_no_email_address = /** @type {(inputs: Account_No_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte n’a aucune adresse courriel.`)
};

export const account_add_mobile_first = /** @type {(inputs: Account_Add_Mobile_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez d’abord un numéro de cellulaire à votre profil ; le code y est envoyé par texto.`)
};

export const account_add_mobile = /** @type {(inputs: Account_Add_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un numéro de cellulaire`)
};

export const account_sent_confirmation_to = /** @type {(inputs: Account_Sent_Confirmation_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien de confirmation à`)
};

export const account_open_link_once = /** @type {(inputs: Account_Open_Link_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Ouvrez-le pour confirmer votre adresse ; le lien ne fonctionne qu’une fois.`)
};

export const account_opened_link = /** @type {(inputs: Account_Opened_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’ai ouvert le lien`)
};

export const account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser une autre adresse`)
};

export const account_will_text_code = /** @type {(inputs: Account_Will_Text_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous enverrons un code à six chiffres par texto au`)
};

export const account_works_ten_minutes = /** @type {(inputs: Account_Works_Ten_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Il est valide pendant 10 minutes.`)
};

export const account_sending_code = /** @type {(inputs: Account_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du code`)
};

export const account_text_me_code = /** @type {(inputs: Account_Text_Me_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un code par texto`)
};

export const account_enter_code_texted = /** @type {(inputs: Account_Enter_Code_TextedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code que nous avons envoyé par texto au`)
};

export const account_code_expired = /** @type {(inputs: Account_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code a expiré`)
};

export const account_code_expired_text = /** @type {(inputs: Account_Code_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les codes sont valides pendant 10 minutes. Demandez-en un nouveau.`)
};

export const account_too_many_codes = /** @type {(inputs: Account_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de codes erronés`)
};

export const account_locked = /** @type {(inputs: Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour votre sécurité, la vérification est bloquée`)
};

export const account_until = /** @type {(inputs: Account_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jusqu’à`)
};

export const account_ask_new_code_then = /** @type {(inputs: Account_Ask_New_Code_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ; vous pourrez alors demander un nouveau code.`)
};

export const account_email_verified = /** @type {(inputs: Account_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre courriel est vérifié`)
};

export const account_mobile_verified = /** @type {(inputs: Account_Mobile_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre numéro de cellulaire est vérifié`)
};

export const account_is_confirmed = /** @type {(inputs: Account_Is_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` est confirmé.`)
};

export const account_delivery_texts_go = /** @type {(inputs: Account_Delivery_Texts_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Les textos de livraison peuvent y être envoyés.`)
};

export const account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture`)
};

export const flows_my_account = /** @type {(inputs: Flows_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const flows_receipts = /** @type {(inputs: Flows_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const flows_contact_us = /** @type {(inputs: Flows_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const flows_try_again = /** @type {(inputs: Flows_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const flows_loading = /** @type {(inputs: Flows_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const flows_view_receipt = /** @type {(inputs: Flows_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const flows_checking_card = /** @type {(inputs: Flows_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la carte`)
};

export const flows_something_wrong = /** @type {(inputs: Flows_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu. Veuillez réessayer.`)
};

export const flows_buyout_title = /** @type {(inputs: Flows_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racheter vos meubles`)
};

export const flows_buyout_pay_title = /** @type {(inputs: Flows_Buyout_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer votre rachat`)
};

export const flows_buyout_kind_subscription = /** @type {(inputs: Flows_Buyout_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

export const flows_buyout_kind_financing = /** @type {(inputs: Flows_Buyout_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement`)
};

export const flows_buyout_kind_rental = /** @type {(inputs: Flows_Buyout_Kind_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const flows_buyout_monthly_now = /** @type {(inputs: Flows_Buyout_Monthly_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maintenant ${i?.charge}; la facturation s’arrête dès que la pièce est à vous`)
};

export const flows_buyout_pay_overdue = /** @type {(inputs: Flows_Buyout_Pay_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer le solde en souffrance`)
};

export const flows_buyout_fee = /** @type {(inputs: Flows_Buyout_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ frais de ${i?.fee}`)
};

export const flows_buyout_quote_subtotal = /** @type {(inputs: Flows_Buyout_Quote_SubtotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Rachat de ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Rachat de ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("flows_buyout_quote_subtotal");
};

export const flows_buyout_total_today = /** @type {(inputs: Flows_Buyout_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total facturé aujourd’hui`)
};

export const flows_buyout_items_count = /** @type {(inputs: Flows_Buyout_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles`);
	return /** @type {LocalizedString} */ ("flows_buyout_items_count");
};

export const flows_buyout_intro = /** @type {(inputs: Flows_Buyout_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez ce que vous aimez : payez le reste de sa valeur en une fois, et la pièce est à vous. Ce que vous avez déjà payé compte dans le prix; la facturation mensuelle de l’article s’arrête aussitôt.`)
};

export const flows_buyout_items_legend = /** @type {(inputs: Flows_Buyout_Items_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles que vous pouvez racheter`)
};

export const flows_buyout_next_step_tax = /** @type {(inputs: Flows_Buyout_Next_Step_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’étape suivante affiche le total, avec la taxe de vente de la province de l’article, avant que vous payiez.`)
};

export const flows_buyout_continue = /** @type {(inputs: Flows_Buyout_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le paiement`)
};

export const flows_buyout_continue_hint = /** @type {(inputs: Flows_Buyout_Continue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article pour continuer.`)
};

export const flows_buyout_nothing_chosen = /** @type {(inputs: Flows_Buyout_Nothing_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à racheter.`)
};

export const flows_buyout_items_to_buy = /** @type {(inputs: Flows_Buyout_Items_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles à racheter`)
};

export const flows_buyout_quoting = /** @type {(inputs: Flows_Buyout_QuotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du total avec les taxes`)
};

export const flows_buyout_quote_failed = /** @type {(inputs: Flows_Buyout_Quote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de ce rachat`)
};

export const flows_buyout_pay_with = /** @type {(inputs: Flows_Buyout_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer avec`)
};

export const flows_buyout_paying = /** @type {(inputs: Flows_Buyout_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en cours`)
};

export const flows_buyout_pay_amount = /** @type {(inputs: Flows_Buyout_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.amount}`)
};

export const flows_buyout_pay = /** @type {(inputs: Flows_Buyout_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer`)
};

export const flows_buyout_change_items = /** @type {(inputs: Flows_Buyout_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer les articles`)
};

export const flows_buyout_load_failed = /** @type {(inputs: Flows_Buyout_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos articles`)
};

export const flows_buyout_nothing_intro = /** @type {(inputs: Flows_Buyout_Nothing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à racheter pour le moment. Les abonnements, le financement et les locations peuvent être rachetés une fois livrés; les articles en vente finale et les articles réparés ne le peuvent pas.`)
};

export const flows_buyout_back_to_account = /** @type {(inputs: Flows_Buyout_Back_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon compte`)
};

export const flows_buyout_paid_title = /** @type {(inputs: Flows_Buyout_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est à vous`)
};

export const flows_buyout_paid_charged = /** @type {(inputs: Flows_Buyout_Paid_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons facturé`)
};

export const flows_buyout_paid_for = /** @type {(inputs: Flows_Buyout_Paid_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour le rachat`)
};

export const flows_buyout_paid_rest = /** @type {(inputs: Flows_Buyout_Paid_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles sont à vous et leur facturation mensuelle est arrêtée.`)
};

export const flows_buyout_fees = /** @type {(inputs: Flows_Buyout_FeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mois payé à ${i?.fee}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} mois payés à ${i?.fee}`);
	return /** @type {LocalizedString} */ ("flows_buyout_fees");
};

export const flows_buyout_paid_full = /** @type {(inputs: Flows_Buyout_Paid_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.paid} déjà payés pour la pièce (${i?.fees})`)
};

export const flows_buyout_paid_credit = /** @type {(inputs: Flows_Buyout_Paid_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.paid} comptés pour la pièce (${i?.percent} % de ${i?.fees} : la location compte pour moitié)`)
};

export const flows_buyout_basis_retail = /** @type {(inputs: Flows_Buyout_Basis_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valeur au détail : ${i?.retail}. Rien n’a encore été payé pour cette pièce : son prix est donc sa valeur au détail, ${i?.amount}.`)
};

export const flows_buyout_basis_less_paid = /** @type {(inputs: Flows_Buyout_Basis_Less_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid} = ${i?.amount}.`)
};

export const flows_buyout_basis_payments_left = /** @type {(inputs: Flows_Buyout_Basis_Payments_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid}, donnerait ${i?.lessPaid}; mais il ne reste qu’un paiement de ${i?.fee} avant que la pièce soit à vous de toute façon : vous payez donc ce montant, ${i?.amount}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid}, donnerait ${i?.lessPaid}; mais il ne reste que ${i?.count} paiements de ${i?.fee} avant que la pièce soit à vous de toute façon : vous payez donc ce montant, ${i?.amount}.`);
	return /** @type {LocalizedString} */ ("flows_buyout_basis_payments_left");
};

export const flows_buyout_basis_floor = /** @type {(inputs: Flows_Buyout_Basis_FloorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valeur au détail de ${i?.retail}, moins ${i?.paid}, donne moins que le prix de rachat minimal, soit 10 % de la valeur au détail : ${i?.amount}.`)
};

export const flows_buyout_unpaid = /** @type {(inputs: Flows_Buyout_UnpaidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Une facture mensuelle de cette pièce a été refusée et n’est pas payée : seuls les mois payés comptent dans le prix. Payez d’abord le solde en souffrance; ce mois comptera alors${i?.credit}, et la pièce pourra être rachetée.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} factures mensuelles de cette pièce ont été refusées et ne sont pas payées : seuls les mois payés comptent dans le prix. Payez d’abord le solde en souffrance; ces mois compteront alors${i?.credit}, et la pièce pourra être rachetée.`);
	return /** @type {LocalizedString} */ ("flows_buyout_unpaid");
};

export const flows_buyout_unpaid_credit = /** @type {(inputs: Flows_Buyout_Unpaid_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ce qui retire ${i?.amount} du prix`)
};

export const flows_partner_confirmed_title = /** @type {(inputs: Flows_Partner_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est confirmée`)
};

export const flows_partner_billing_details = /** @type {(inputs: Flows_Partner_Billing_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignements de facturation`)
};

export const flows_partner_delivery_address = /** @type {(inputs: Flows_Partner_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de livraison`)
};

export const flows_partner_window_morning = /** @type {(inputs: Flows_Partner_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le matin (de 9 h à 12 h)`)
};

export const flows_partner_window_afternoon = /** @type {(inputs: Flows_Partner_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’après-midi (de 12 h à 17 h)`)
};

export const flows_partner_window_evening = /** @type {(inputs: Flows_Partner_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le soir (de 17 h à 21 h)`)
};

export const flows_partner_window_anytime = /** @type {(inputs: Flows_Partner_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à toute heure de la journée`)
};

export const flows_partner_day_window = /** @type {(inputs: Flows_Partner_Day_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.window}`)
};

export const flows_partner_showroom_will_call = /** @type {(inputs: Flows_Partner_Showroom_Will_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La salle d’exposition vous appellera pour choisir un jour.`)
};

export const flows_partner_showroom_order = /** @type {(inputs: Flows_Partner_Showroom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande de la salle d’exposition`)
};

export const flows_partner_order_line = /** @type {(inputs: Flows_Partner_Order_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} · commande ${i?.number}`)
};

export const flows_partner_order_line_receipt = /** @type {(inputs: Flows_Partner_Order_Line_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} · reçu de la salle d’exposition ${i?.reference} · commande ${i?.number}`)
};

export const flows_partner_pieces = /** @type {(inputs: Flows_Partner_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces de la commande`)
};

export const flows_partner_per_month = /** @type {(inputs: Flows_Partner_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mois`)
};

export const flows_partner_term_plan = /** @type {(inputs: Flows_Partner_Term_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`forfait de ${i?.months} mois`)
};

export const flows_partner_monthly_plan = /** @type {(inputs: Flows_Partner_Monthly_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forfait mensuel`)
};

export const flows_partner_paid_at_store = /** @type {(inputs: Flows_Partner_Paid_At_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé à la salle d’exposition (premier mois, taxes incluses)`)
};

export const flows_partner_then_monthly = /** @type {(inputs: Flows_Partner_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois, plus les taxes`)
};

export const flows_partner_delivery = /** @type {(inputs: Flows_Partner_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const flows_partner_step = /** @type {(inputs: Flows_Partner_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.step} de 2`)
};

export const flows_partner_address_title = /** @type {(inputs: Flows_Partner_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous livrer?`)
};

export const flows_partner_address_intro = /** @type {(inputs: Flows_Partner_Address_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} a enregistré votre commande. Dites-nous où notre équipe doit l’apporter, et ce qu’elle doit savoir pour la faire entrer.`)
};

export const flows_partner_address_given = /** @type {(inputs: Flows_Partner_Address_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse donnée`)
};

export const flows_partner_address_given_text = /** @type {(inputs: Flows_Partner_Address_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}. Envoyez le formulaire de nouveau pour la changer, ou`)
};

export const flows_partner_continue_billing_link = /** @type {(inputs: Flows_Partner_Continue_Billing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passez à la facturation`)
};

export const flows_partner_continue_billing = /** @type {(inputs: Flows_Partner_Continue_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers la facturation`)
};

export const flows_partner_billing_title = /** @type {(inputs: Flows_Partner_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment paierez-vous chaque mois?`)
};

export const flows_partner_billing_intro = /** @type {(inputs: Flows_Partner_Billing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre premier mois a été payé à la salle d’exposition. À partir d’un mois après la livraison, le paiement mensuel est porté à cette carte. Nous la vérifions avec une retenue de ${i?.hold}, libérée aussitôt.`)
};

export const flows_partner_charge = /** @type {(inputs: Flows_Partner_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte à débiter`)
};

export const flows_partner_confirming = /** @type {(inputs: Flows_Partner_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation en cours`)
};

export const flows_partner_confirm = /** @type {(inputs: Flows_Partner_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer ma commande`)
};

export const flows_partner_change_address = /** @type {(inputs: Flows_Partner_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer l’adresse`)
};

export const flows_partner_load_failed = /** @type {(inputs: Flows_Partner_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger votre commande`)
};

export const flows_partner_no_order_title = /** @type {(inputs: Flows_Partner_No_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune commande de salle d’exposition à compléter`)
};

export const flows_partner_no_order_text = /** @type {(inputs: Flows_Partner_No_Order_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand une salle d’exposition partenaire passe une commande pour vous, elle vous attend ici pour l’adresse de livraison et les renseignements de facturation. Vos autres commandes sont dans votre compte.`)
};

export const flows_partner_done_on = /** @type {(inputs: Flows_Partner_Done_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous la livrerons le ${i?.when}, et nous vous enverrons un courriel la veille.`)
};

export const flows_partner_done_showroom_day = /** @type {(inputs: Flows_Partner_Done_Showroom_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous la livrerons le jour convenu avec la salle d’exposition quand elle vous appellera, et nous vous enverrons un courriel la veille.`)
};

export const flows_partner_delivering_to = /** @type {(inputs: Flows_Partner_Delivering_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison à l’adresse : ${i?.address}.`)
};

export const flows_tip_heading = /** @type {(inputs: Flows_Tip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez un pourboire à votre équipe`)
};

export const flows_tip_not_done = /** @type {(inputs: Flows_Tip_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez donner un pourboire à l’équipe une fois votre livraison terminée.`)
};

export const flows_tip_thanks_title = /** @type {(inputs: Flows_Tip_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d’avoir donné un pourboire à l’équipe`)
};

export const flows_tip_thanks_amount = /** @type {(inputs: Flows_Tip_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre pourboire de ${i?.amount} est remis en entier à l’équipe. Il figure sur le reçu de la commande.`)
};

export const flows_tip_thanks = /** @type {(inputs: Flows_Tip_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre pourboire est remis en entier à l’équipe. Il figure sur le reçu de la commande.`)
};

export const flows_tip_load_failed = /** @type {(inputs: Flows_Tip_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les montants de pourboire`)
};

export const flows_tip_loading = /** @type {(inputs: Flows_Tip_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des montants de pourboire`)
};

export const flows_tip_paid_title = /** @type {(inputs: Flows_Tip_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci! Votre pourboire est en route vers l’équipe`)
};

export const flows_tip_paid_text = /** @type {(inputs: Flows_Tip_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons porté ${i?.amount} à votre carte enregistrée. Le pourboire est remis en entier à l’équipe et figure sur le reçu de la commande.`)
};

export const flows_tip_intro = /** @type {(inputs: Flows_Tip_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfait de votre livraison? Chaque dollar va à l’équipe qui vous l’a apportée. Nous débitons votre carte enregistrée.`)
};

export const flows_tip_amount_group = /** @type {(inputs: Flows_Tip_Amount_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant du pourboire`)
};

export const flows_tip_other_amount = /** @type {(inputs: Flows_Tip_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre montant`)
};

export const flows_tip_your_amount = /** @type {(inputs: Flows_Tip_Your_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre montant`)
};

export const flows_tip_amount_range = /** @type {(inputs: Flows_Tip_Amount_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.minimum} à ${i?.maximum}.`)
};

export const flows_tip_note_label = /** @type {(inputs: Flows_Tip_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note pour l’équipe (facultatif)`)
};

export const flows_tip_note_count = /** @type {(inputs: Flows_Tip_Note_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} caractères sur ${i?.max}.`)
};

export const flows_tip_declined_title = /** @type {(inputs: Flows_Tip_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte n’a pas été débitée`)
};

export const flows_tip_update_card = /** @type {(inputs: Flows_Tip_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour votre carte`)
};

export const flows_tip_change_amount = /** @type {(inputs: Flows_Tip_Change_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le montant`)
};

export const flows_tip_failed_title = /** @type {(inputs: Flows_Tip_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer votre pourboire`)
};

export const flows_tip_charging = /** @type {(inputs: Flows_Tip_ChargingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débit de votre carte en cours`)
};

export const flows_tip_amount_button = /** @type {(inputs: Flows_Tip_Amount_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner ${i?.amount}`)
};

export const flows_tip_button = /** @type {(inputs: Flows_Tip_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner un pourboire`)
};

export const flows_tip_error_empty = /** @type {(inputs: Flows_Tip_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un montant ou choisissez-en un ci-dessus.`)
};

export const flows_tip_error_not_dollars = /** @type {(inputs: Flows_Tip_Error_Not_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le pourboire en dollars, comme 15 ou 12,50.`)
};

export const flows_tip_error_not_positive = /** @type {(inputs: Flows_Tip_Error_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un pourboire de plus de 0 $.`)
};

export const flows_tip_error_too_precise = /** @type {(inputs: Flows_Tip_Error_Too_PreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez au plus deux décimales (dollars et cents).`)
};

export const flows_tip_error_below_minimum = /** @type {(inputs: Flows_Tip_Error_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus petit pourboire est de ${i?.amount}.`)
};

export const flows_tip_error_above_maximum = /** @type {(inputs: Flows_Tip_Error_Above_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus gros pourboire que nous pouvons accepter en ligne est de ${i?.amount}.`)
};

export const flows_tip_error_note_too_long = /** @type {(inputs: Flows_Tip_Error_Note_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez la note à ${i?.max} caractères.`)
};

export const flows_review_rating_poor = /** @type {(inputs: Flows_Review_Rating_PoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médiocre`)
};

export const flows_review_rating_fair = /** @type {(inputs: Flows_Review_Rating_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passable`)
};

export const flows_review_rating_good = /** @type {(inputs: Flows_Review_Rating_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon`)
};

export const flows_review_rating_very_good = /** @type {(inputs: Flows_Review_Rating_Very_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très bon`)
};

export const flows_review_rating_excellent = /** @type {(inputs: Flows_Review_Rating_ExcellentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excellent`)
};

export const flows_review_error_rating = /** @type {(inputs: Flows_Review_Error_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une note de 1 à 5 étoiles.`)
};

export const flows_review_error_short = /** @type {(inputs: Flows_Review_Error_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dites-en un peu plus aux autres clients : au moins ${i?.min} caractères.`)
};

export const flows_review_error_long = /** @type {(inputs: Flows_Review_Error_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez votre avis à ${i?.max} caractères (il en compte ${i?.count}).`)
};

export const flows_review_error_markup = /** @type {(inputs: Flows_Review_Error_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis sont en texte brut : retirez les balises HTML (tout ce qui se trouve entre < et >).`)
};

export const flows_review_your_rating = /** @type {(inputs: Flows_Review_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre note`)
};

export const flows_review_star_label = /** @type {(inputs: Flows_Review_Star_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile, ${i?.word}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles, ${i?.word}`);
	return /** @type {LocalizedString} */ ("flows_review_star_label");
};

export const flows_review_rating_hint = /** @type {(inputs: Flows_Review_Rating_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez de 1 à 5 étoiles.`)
};

export const flows_review_rating_chosen = /** @type {(inputs: Flows_Review_Rating_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} sur 5 : ${i?.word}.`)
};

export const flows_review_edit_title = /** @type {(inputs: Flows_Review_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier votre avis`)
};

export const flows_review_write_title = /** @type {(inputs: Flows_Review_Write_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un avis`)
};

export const flows_review_loading_product = /** @type {(inputs: Flows_Review_Loading_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre produit`)
};

export const flows_review_load_product_failed = /** @type {(inputs: Flows_Review_Load_Product_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger ce produit`)
};

export const flows_review_nothing_changed = /** @type {(inputs: Flows_Review_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été modifié. Vérifiez votre connexion, puis réessayez.`)
};

export const flows_review_cannot_review = /** @type {(inputs: Flows_Review_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce produit ne peut pas être évalué ici`)
};

export const flows_review_see_products = /** @type {(inputs: Flows_Review_See_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos produits`)
};

export const flows_review_not_found = /** @type {(inputs: Flows_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas cet article dans votre compte.`)
};

export const flows_review_delivered = /** @type {(inputs: Flows_Review_DeliveredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livré le ${i?.date}`)
};

export const flows_review_published_title = /** @type {(inputs: Flows_Review_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci! Votre avis est publié`)
};

export const flows_review_published_text = /** @type {(inputs: Flows_Review_Published_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il s’affiche maintenant sur la page du produit. Vous pouvez le modifier en tout temps.`)
};

export const flows_review_see_on_product = /** @type {(inputs: Flows_Review_See_On_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le voir sur la page du produit`)
};

export const flows_review_another = /** @type {(inputs: Flows_Review_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluer un autre produit`)
};

export const flows_review_not_saved = /** @type {(inputs: Flows_Review_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis n’a pas été enregistré`)
};

export const flows_review_your_review = /** @type {(inputs: Flows_Review_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis`)
};

export const flows_review_text_hint = /** @type {(inputs: Flows_Review_Text_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Texte brut, de ${i?.min} à ${i?.max} caractères (${i?.count} en ce moment). Affiché avec votre prénom et l’initiale de votre nom.`)
};

export const flows_review_saving = /** @type {(inputs: Flows_Review_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de votre avis`)
};

export const flows_review_save_changes = /** @type {(inputs: Flows_Review_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

export const flows_review_publish = /** @type {(inputs: Flows_Review_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier l’avis`)
};

export const flows_review_cancel = /** @type {(inputs: Flows_Review_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const flows_review_returned_since = /** @type {(inputs: Flows_Review_Returned_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · retourné depuis`)
};

export const flows_review_reviewed = /** @type {(inputs: Flows_Review_ReviewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Évalué le ${i?.date}`)
};

export const flows_review_edited = /** @type {(inputs: Flows_Review_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · modifié`)
};

export const flows_review_edit = /** @type {(inputs: Flows_Review_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’avis`)
};

export const flows_review_write = /** @type {(inputs: Flows_Review_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un avis`)
};

export const flows_review_of_item = /** @type {(inputs: Flows_Review_Of_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` pour ${i?.name}`)
};

export const flows_review_see_product_page = /** @type {(inputs: Flows_Review_See_Product_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la page du produit`)
};

export const flows_review_list_title = /** @type {(inputs: Flows_Review_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis sur les produits`)
};

export const flows_review_list_intro = /** @type {(inputs: Flows_Review_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez aux autres clients des pièces que nous vous avons livrées, des plus récentes aux plus anciennes.`)
};

export const flows_review_loading_products = /** @type {(inputs: Flows_Review_Loading_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos produits`)
};

export const flows_review_load_products_failed = /** @type {(inputs: Flows_Review_Load_Products_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos produits`)
};

export const flows_review_trying_again = /** @type {(inputs: Flows_Review_Trying_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel essai en cours`)
};

export const flows_review_nothing_title = /** @type {(inputs: Flows_Review_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à évaluer pour le moment`)
};

export const flows_review_browse = /** @type {(inputs: Flows_Review_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const flows_review_nothing_text = /** @type {(inputs: Flows_Review_Nothing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois qu’une pièce vous est livrée, vous pouvez l’évaluer ici.`)
};

export const flows_review_all_done = /** @type {(inputs: Flows_Review_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez évalué toutes les pièces. Merci!`)
};

export const flows_review_waiting = /** @type {(inputs: Flows_Review_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pièce attend votre avis.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pièces attendent votre avis.`);
	return /** @type {LocalizedString} */ ("flows_review_waiting");
};

export const flows_review_delivered_products = /** @type {(inputs: Flows_Review_Delivered_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits livrés`)
};

export const content_last_updated = /** @type {(inputs: Content_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour : ${i?.date}`)
};

export const content_terms_title = /** @type {(inputs: Content_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

export const content_terms_lead = /** @type {(inputs: Content_Terms_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les présentes conditions encadrent votre utilisation du site Web de Pivot. Le contrat que vous acceptez au moment de payer encadre les meubles eux-mêmes.`)
};

export const content_terms_s_agreement = /** @type {(inputs: Content_Terms_S_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisation du site`)
};

export const content_terms_s_eligibility = /** @type {(inputs: Content_Terms_S_EligibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui peut commander`)
};

export const content_terms_s_account = /** @type {(inputs: Content_Terms_S_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const content_terms_s_prices = /** @type {(inputs: Content_Terms_S_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix, taxes et erreurs`)
};

export const content_terms_s_orders = /** @type {(inputs: Content_Terms_S_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandes et disponibilité`)
};

export const content_terms_s_agreements = /** @type {(inputs: Content_Terms_S_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre contrat de meubles`)
};

export const content_terms_s_conduct = /** @type {(inputs: Content_Terms_S_ConductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisation acceptable`)
};

export const content_terms_s_content = /** @type {(inputs: Content_Terms_S_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre contenu et le vôtre`)
};

export const content_terms_s_liability = /** @type {(inputs: Content_Terms_S_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limites de notre responsabilité`)
};

export const content_terms_s_law = /** @type {(inputs: Content_Terms_S_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Droit applicable`)
};

export const content_terms_s_changes = /** @type {(inputs: Content_Terms_S_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications des présentes conditions`)
};

export const content_terms_agreement = /** @type {(inputs: Content_Terms_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site est exploité par Pivot Furniture Inc. En l’utilisant, vous acceptez les présentes conditions et notre <privacy>politique de confidentialité</privacy>. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.`)
};

export const content_terms_eligibility = /** @type {(inputs: Content_Terms_EligibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour passer une commande, vous devez avoir atteint l’âge de la majorité dans votre province ou votre territoire et avoir une adresse de livraison dans notre zone de livraison au Canada (ou, pour les commandes de la vente de liquidation, pouvoir faire le ramassage à notre entrepôt).`)
};

export const content_terms_account = /** @type {(inputs: Content_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez votre mot de passe pour vous et avisez-nous sans délai si vous croyez qu’une autre personne a utilisé votre compte. Vous êtes responsable des commandes passées au moyen de votre compte, sauf si vous nous signalez promptement une utilisation non autorisée. Nous pouvons suspendre un compte utilisé à des fins de fraude ou en violation des présentes conditions.`)
};

export const content_terms_prices_cad = /** @type {(inputs: Content_Terms_Prices_CadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les prix sont en dollars canadiens.`)
};

export const content_terms_prices_tax = /** @type {(inputs: Content_Terms_Prices_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les taxes de vente sont celles de la province de livraison (ou de ramassage, pour les commandes de liquidation) et sont affichées avant que vous payiez.`)
};

export const content_terms_prices_errors = /** @type {(inputs: Content_Terms_Prices_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix de votre panier est calculé par nos systèmes au moment où vous passez à la caisse, et c’est ce prix que vous payez. Si un prix est manifestement erroné en raison d’une erreur, nous vous en avisons avant de vous facturer et vous pouvez annuler sans frais.`)
};

export const content_terms_orders = /** @type {(inputs: Content_Terms_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est acceptée lorsque nous vous envoyons le courriel de confirmation. La disponibilité et les dates de livraison affichées sur le site sont des estimations pour la ville choisie; si un article n’est plus disponible, nous vous offrons une pièce comparable ou le remboursement complet de ce que vous avez payé pour celui-ci.`)
};

export const content_terms_agreements = /** @type {(inputs: Content_Terms_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque commande est régie par le contrat d’abonnement, de location ou d’achat que vous acceptez au moment de payer. Un résumé en langage clair de chacun se trouve sur notre <contract>page des contrats</contract>. En cas de divergence entre les présentes conditions et votre contrat, votre contrat s’applique.`)
};

export const content_terms_conduct = /** @type {(inputs: Content_Terms_ConductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez ne pas faire un usage abusif du site : aucune tentative d’en contourner la sécurité, de le surcharger, de recueillir les renseignements d’autres clients ou de passer des commandes que vous n’avez pas l’intention d’honorer. L’accès automatisé n’est permis que dans la mesure où notre fichier robots le permet.`)
};

export const content_terms_content = /** @type {(inputs: Content_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photographies, les textes, les designs de produits et le nom Pivot nous appartiennent ou appartiennent à nos fournisseurs; vous pouvez les consulter et les partager à des fins personnelles et non commerciales. Lorsque vous publiez un avis ou une photo, vous nous permettez de l’afficher sur notre site et dans notre marketing, avec votre prénom et votre ville. Nous pouvons refuser ou retirer un contenu abusif, hors sujet ou qui ne porte pas sur le produit.`)
};

export const content_terms_liability = /** @type {(inputs: Content_Terms_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous nous efforçons de garder le site exact et accessible, mais ne pouvons pas promettre qu’il sera toujours sans interruption ni erreur. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes découlant de votre utilisation du site. Rien dans les présentes conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur de votre province ou de votre territoire.`)
};

export const content_terms_law = /** @type {(inputs: Content_Terms_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les présentes conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent, sauf lorsque les lois sur la protection du consommateur de votre province vous donnent le droit de vous en prévaloir à la place.`)
};

export const content_terms_changes = /** @type {(inputs: Content_Terms_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous pouvons mettre à jour les présentes conditions; la version en vigueur au moment où vous passez une commande s’applique à cette commande. Des questions? Écrivez à <email>${i?.email}</email>.`)
};

export const content_sale_title = /** @type {(inputs: Content_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de la vente de liquidation`)
};

export const content_sale_effective = /** @type {(inputs: Content_Sale_EffectiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vigueur du 15 janvier 2025 jusqu’à la fin de la vente`)
};

export const content_sale_lead = /** @type {(inputs: Content_Sale_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre vente de liquidation finale offre 85 % de rabais sur le prix de détail de chaque pièce qu’il nous reste. Veuillez lire ces conditions avant de commander : les commandes de la vente fonctionnent autrement que notre service habituel.`)
};

export const content_sale_short = /** @type {(inputs: Content_Sale_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>En bref :</b> 85 % de rabais, toutes les ventes sont finales, et vous ramassez chaque commande à notre entrepôt de Mississauga, en Ontario. Nous ne livrons ni n’assemblons les commandes de la vente.`)
};

export const content_sale_prices_title = /** @type {(inputs: Content_Sale_Prices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix`)
};

export const content_sale_prices = /** @type {(inputs: Content_Sale_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix de la vente sont de 85 % inférieurs au prix de détail régulier de chaque pièce et sont déjà affichés ainsi sur le site. Les pièces de la vente sont vendues comptant; l’abonnement, la location, le financement et PivotCare ne sont pas offerts pour celles-ci. La TVH de l’Ontario (13 %) est ajoutée au moment de payer, car la propriété vous est transférée à notre entrepôt de l’Ontario.`)
};

export const content_sale_final_title = /** @type {(inputs: Content_Sale_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const content_sale_final_no_return = /** @type {(inputs: Content_Sale_Final_No_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pièces de la vente ne peuvent être ni retournées, ni échangées, ni remboursées une fois ramassées.`)
};

export const content_sale_final_condition = /** @type {(inputs: Content_Sale_Final_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pièces sont vendues dans leur état actuel. Inspectez-les au ramassage : si une pièce n’est pas conforme à sa description sur le site, vous pouvez la refuser sur place et nous la remboursons en entier.`)
};

export const content_sale_final_rights = /** @type {(inputs: Content_Sale_Final_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien dans la présente politique ne limite les droits que vous confèrent les lois sur la protection du consommateur de votre province ou de votre territoire.`)
};

export const content_sale_pickup_title = /** @type {(inputs: Content_Sale_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const content_sale_pickup_email = /** @type {(inputs: Content_Sale_Pickup_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après le paiement, nous vous envoyons par courriel votre numéro de commande, le jour et la plage de ramassage choisis ainsi qu’un lien pour les changer, puis un rappel la veille. Les ramassages ont lieu tous les jours, de 10 h à 17 h (HE), sur rendez-vous, à notre entrepôt situé au 6200, Tomken Road, Mississauga (Ontario) L5T 1X7.`)
};

export const content_sale_pickup_days = /** @type {(inputs: Content_Sale_Pickup_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassez votre commande dans les 14 jours suivant l’achat : ce sont les jours offerts au moment de payer.`)
};

export const content_sale_pickup_id = /** @type {(inputs: Content_Sale_Pickup_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apportez une pièce d’identité avec photo au nom inscrit sur la commande, ainsi que votre numéro de commande. Une autre personne peut faire le ramassage pour vous si vous nous envoyez son nom par courriel à l’avance.`)
};

export const content_sale_pickup_vehicle = /** @type {(inputs: Content_Sale_Pickup_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prévoyez un véhicule assez grand et une personne pour vous aider à soulever. Notre personnel apporte votre commande à la porte de chargement, mais ne peut pas charger les véhicules, démonter les meubles ni fournir d’emballage.`)
};

export const content_sale_missed_title = /** @type {(inputs: Content_Sale_Missed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassages manqués`)
};

export const content_sale_missed = /** @type {(inputs: Content_Sale_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne pouvez pas vous présenter à votre rendez-vous, déplacez-le avec le lien de votre courriel (ou à partir des livraisons de votre compte) avant la date prévue. Si une commande n’est toujours pas ramassée 30 jours après l’achat et que nous n’avons pas pu vous joindre, nous l’annulons et remboursons le montant complet sur votre mode de paiement d’origine.`)
};

export const content_sale_quantities_title = /** @type {(inputs: Content_Sale_Quantities_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantités`)
};

export const content_sale_quantities = /** @type {(inputs: Content_Sale_QuantitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les stocks se limitent à ce qui se trouve à l’entrepôt, et les pièces ne sont réservées qu’une fois votre commande confirmée. Nous pouvons limiter les quantités par client afin que plus de gens puissent en profiter.`)
};

export const content_sale_subscribers_title = /** @type {(inputs: Content_Sale_Subscribers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous êtes abonné aujourd’hui`)
};

export const content_sale_subscribers = /** @type {(inputs: Content_Sale_SubscribersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre contrat d’abonnement, de location ou de financement actuel se poursuit sans changement, et vous pouvez toujours racheter vos meubles à partir de votre compte. Pour toute question sur votre compte, consultez notre <faq>FAQ</faq> ou appelez au <phone>${i?.phone}</phone>.`)
};

export const content_privacy_title = /** @type {(inputs: Content_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const content_privacy_lead = /** @type {(inputs: Content_Privacy_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne recueillons que ce dont nous avons besoin pour livrer et facturer vos meubles et en prendre soin, nous ne vendons jamais vos renseignements personnels, et vous pouvez consulter ou corriger en tout temps ce que nous détenons.`)
};

export const content_privacy_s_scope = /** @type {(inputs: Content_Privacy_S_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui nous sommes`)
};

export const content_privacy_s_collect = /** @type {(inputs: Content_Privacy_S_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous recueillons`)
};

export const content_privacy_s_use = /** @type {(inputs: Content_Privacy_S_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous les utilisons`)
};

export const content_privacy_s_consent = /** @type {(inputs: Content_Privacy_S_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consentement`)
};

export const content_privacy_s_share = /** @type {(inputs: Content_Privacy_S_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec qui nous les communiquons`)
};

export const content_privacy_s_storage = /** @type {(inputs: Content_Privacy_S_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoins et stockage dans le navigateur`)
};

export const content_privacy_s_where = /** @type {(inputs: Content_Privacy_S_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où ils sont conservés`)
};

export const content_privacy_s_retention = /** @type {(inputs: Content_Privacy_S_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de temps nous les conservons`)
};

export const content_privacy_s_safeguards = /** @type {(inputs: Content_Privacy_S_SafeguardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous les protégeons`)
};

export const content_privacy_s_rights = /** @type {(inputs: Content_Privacy_S_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos droits`)
};

export const content_privacy_s_breaches = /** @type {(inputs: Content_Privacy_S_BreachesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cas d’incident`)
};

export const content_privacy_s_changes = /** @type {(inputs: Content_Privacy_S_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications et coordonnées`)
};

export const content_privacy_scope = /** @type {(inputs: Content_Privacy_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc. (« Pivot », « nous ») vend, finance, loue et offre par abonnement des meubles à des clients au Canada. La présente politique vise les renseignements personnels que nous traitons au moyen de notre site Web, de notre service à la clientèle et de nos équipes de livraison. Nous respectons la <em>Loi sur la protection des renseignements personnels et les documents électroniques</em> (LPRPDE) et, pour les résidents du Québec, la <em>Loi sur la protection des renseignements personnels dans le secteur privé</em>. Notre responsable de la protection des renseignements personnels répond de l’application de la présente politique.`)
};

export const content_privacy_collect_identity = /** @type {(inputs: Content_Privacy_Collect_IdentityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Identité et coordonnées</b> : votre nom, votre adresse courriel, vos numéros de téléphone et les adresses de livraison ou de facturation que vous nous donnez.`)
};

export const content_privacy_collect_delivery = /** @type {(inputs: Content_Privacy_Collect_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Renseignements de livraison</b> : étage, accès à l’ascenseur et au quai, numéro d’interphone et les instructions que vous donnez à nos équipes.`)
};

export const content_privacy_collect_orders = /** @type {(inputs: Content_Privacy_Collect_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Commandes et paiements</b> : ce que vous avez commandé, vos contrats, vos reçus et votre historique de paiement. Les numéros de carte sont traités par notre fournisseur de paiement; nous ne conservons que le type de carte, ses quatre derniers chiffres et sa date d’expiration.`)
};

export const content_privacy_collect_photos = /** @type {(inputs: Content_Privacy_Collect_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Les photos que vous nous envoyez</b>, par exemple celles d’une pièce que vous retournez.`)
};

export const content_privacy_collect_reviews = /** @type {(inputs: Content_Privacy_Collect_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Les avis</b> que vous choisissez de rédiger sur des produits.`)
};

export const content_privacy_collect_technical = /** @type {(inputs: Content_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Renseignements techniques</b> : votre type de navigateur et d’appareil, les pages consultées et la version de notre site que vous avez utilisée, afin que nous puissions corriger les problèmes.`)
};

export const content_privacy_use_deliver = /** @type {(inputs: Content_Privacy_Use_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour établir le prix de vos meubles, les livrer, les assembler, les déménager, les échanger et les ramasser;`)
};

export const content_privacy_use_bill = /** @type {(inputs: Content_Privacy_Use_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour vous facturer selon votre contrat et vous envoyer vos reçus;`)
};

export const content_privacy_use_verify = /** @type {(inputs: Content_Privacy_Use_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour vérifier votre identité et protéger votre compte contre la fraude;`)
};

export const content_privacy_use_answer = /** @type {(inputs: Content_Privacy_Use_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour répondre à vos questions et traiter les réclamations PivotCare;`)
};

export const content_privacy_use_improve = /** @type {(inputs: Content_Privacy_Use_ImproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour améliorer notre site et notre service, à l’aide de données agrégées ou dépersonnalisées;`)
};

export const content_privacy_use_offers = /** @type {(inputs: Content_Privacy_Use_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour vous envoyer des offres par courriel, seulement si vous y avez consenti; chaque message comporte un lien de désabonnement, comme l’exige la Loi canadienne anti-pourriel.`)
};

export const content_privacy_consent = /** @type {(inputs: Content_Privacy_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous demandons votre consentement lorsque nous recueillons vos renseignements, et nous ne les utilisons qu’aux fins énoncées ci-dessus ou à celles que vous acceptez plus tard. Vous pouvez retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles : par exemple, nous ne pouvons pas livrer sans adresse ni facturer un abonnement sans mode de paiement. Nous vous expliquerons les conséquences du retrait de votre consentement avant que vous décidiez.`)
};

export const content_privacy_share_intro = /** @type {(inputs: Content_Privacy_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne vendons ni ne louons jamais vos renseignements personnels. Nous les communiquons seulement :`)
};

export const content_privacy_share_payment = /** @type {(inputs: Content_Privacy_Share_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à notre fournisseur de paiement, pour débiter votre carte;`)
};

export const content_privacy_share_delivery = /** @type {(inputs: Content_Privacy_Share_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux partenaires de livraison et de logistique qui aident nos équipes, dans la limite de ce qu’exige une livraison;`)
};

export const content_privacy_share_hosting = /** @type {(inputs: Content_Privacy_Share_HostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux fournisseurs qui hébergent nos systèmes ou envoient nos courriels et nos messages texte;`)
};

export const content_privacy_share_authorities = /** @type {(inputs: Content_Privacy_Share_AuthoritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux autorités, lorsque la loi l’exige (par exemple, une ordonnance d’un tribunal), ou pour protéger la sécurité de nos clients et de notre personnel.`)
};

export const content_privacy_share_contracts = /** @type {(inputs: Content_Privacy_Share_ContractsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque fournisseur est tenu par contrat de protéger vos renseignements et de ne les utiliser que pour le service qu’il nous fournit.`)
};

export const content_privacy_storage = /** @type {(inputs: Content_Privacy_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre site conserve quelques éléments dans votre navigateur pour fonctionner : votre panier, la ville de livraison choisie, votre session de connexion et votre mode de paiement préféré. Nous n’utilisons aucun témoin publicitaire. Si nous mesurons l’utilisation du site, nous le faisons de façon agrégée, et vous pouvez effacer ce stockage en tout temps dans les paramètres de votre navigateur.`)
};

export const content_privacy_where = /** @type {(inputs: Content_Privacy_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos dossiers clients sont conservés au Canada. Certains de nos fournisseurs peuvent traiter des renseignements dans d’autres pays, comme les États-Unis, où les autorités peuvent y avoir accès en vertu des lois de ces pays. Nous choisissons des fournisseurs qui les protègent selon une norme comparable à celle du droit canadien.`)
};

export const content_privacy_retention = /** @type {(inputs: Content_Privacy_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous conservons les dossiers de compte et de commande tant que votre compte est ouvert et pendant sept ans après votre dernière transaction, comme l’exigent les lois fiscales pour les documents financiers. Les instructions de livraison et les photos de retour sont supprimées 24 mois après la fin de la commande à laquelle elles se rattachent. Par la suite, les renseignements sont détruits de façon sécuritaire ou anonymisés.`)
};

export const content_privacy_safeguards = /** @type {(inputs: Content_Privacy_SafeguardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les renseignements circulent de façon chiffrée entre votre navigateur et nos serveurs. Les mots de passe ne sont conservés que sous forme de hachages robustes à sens unique. Notre personnel ne peut consulter les dossiers clients que lorsque son travail l’exige, et chaque accès est journalisé.`)
};

export const content_privacy_rights_access = /** @type {(inputs: Content_Privacy_Rights_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Accès</b> : demandez quels renseignements personnels nous détenons à votre sujet et comment nous les avons utilisés. Nous répondons dans les 30 jours.`)
};

export const content_privacy_rights_correction = /** @type {(inputs: Content_Privacy_Rights_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Rectification</b> : demandez-nous de corriger tout renseignement inexact. La plupart des renseignements peuvent être modifiés directement dans votre compte.`)
};

export const content_privacy_rights_withdrawal = /** @type {(inputs: Content_Privacy_Rights_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Retrait du consentement</b> et, au Québec, le droit de faire désindexer ou supprimer des renseignements lorsque la loi le permet.`)
};

export const content_privacy_rights_complaint = /** @type {(inputs: Content_Privacy_Rights_ComplaintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Plainte</b> : si nous n’avons pas réglé votre préoccupation, vous pouvez porter plainte au <opc>Commissariat à la protection de la vie privée du Canada</opc> ou, au Québec, à la Commission d’accès à l’information.`)
};

export const content_privacy_breaches = /** @type {(inputs: Content_Privacy_BreachesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une atteinte à la sécurité présente un risque réel de préjudice grave pour vous, nous vous en aviserons et la signalerons au Commissariat à la protection de la vie privée du Canada (et, s’il y a lieu, à la Commission d’accès à l’information) dans les meilleurs délais, et nous en tiendrons un registre comme l’exige la loi.`)
};

export const content_privacy_changes = /** @type {(inputs: Content_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si nous modifions la présente politique de façon importante, nous en aviserons les titulaires de compte par courriel avant l’entrée en vigueur du changement. La date en haut de la page indique la version la plus récente.`)
};

export const content_privacy_officer = /** @type {(inputs: Content_Privacy_OfficerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responsable de la protection des renseignements personnels, Pivot Furniture Inc. : <email>${i?.email}</email>, ou par la poste à l’adresse indiquée sur notre page <contact>Nous joindre</contact>.`)
};

export const content_faq_title = /** @type {(inputs: Content_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foire aux questions`)
};

export const content_faq_lead = /** @type {(inputs: Content_Faq_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des réponses claires sur l’abonnement, le financement, la location et l’achat de meubles chez Pivot, ainsi que sur la livraison, les retours et l’entretien.`)
};

export const content_faq_topics = /** @type {(inputs: Content_Faq_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sujets`)
};

export const content_faq_s_shopping = /** @type {(inputs: Content_Faq_S_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner chez Pivot`)
};

export const content_faq_s_delivery = /** @type {(inputs: Content_Faq_S_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison et assemblage`)
};

export const content_faq_s_returns = /** @type {(inputs: Content_Faq_S_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retours, échanges et déménagements`)
};

export const content_faq_s_pivotcare = /** @type {(inputs: Content_Faq_S_PivotcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare`)
};

export const content_faq_s_billing = /** @type {(inputs: Content_Faq_S_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte et la facturation`)
};

export const content_faq_s_liquidation = /** @type {(inputs: Content_Faq_S_LiquidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La vente de liquidation`)
};

export const content_faq_btn_q = /** @type {(inputs: Content_Faq_Btn_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que veut dire « mieux que neuf »?`)
};

export const content_faq_btn_a1 = /** @type {(inputs: Content_Faq_Btn_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque pièce que nous livrons est soit neuve, soit inspectée, nettoyée en profondeur et remise à neuf dans notre propre dépôt, pour qu’elle ait l’allure et la tenue d’une pièce neuve. Les coussins, housses et quincailleries usés sont remplacés, pas rapiécés.`)
};

export const content_faq_btn_a2 = /** @type {(inputs: Content_Faq_Btn_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une pièce qui ne respecte pas cette norme vous est livrée, avisez-nous dans les 7 jours suivant la livraison et nous l’échangerons sans frais.`)
};

export const content_faq_ways_q = /** @type {(inputs: Content_Faq_Ways_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle est la différence entre l’abonnement, le financement, la location et l’achat?`)
};

export const content_faq_ways_label = /** @type {(inputs: Content_Faq_Ways_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Façons d’obtenir vos meubles`)
};

export const content_faq_ways_caption = /** @type {(inputs: Content_Faq_Ways_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quatre façons de meubler votre chez-vous`)
};

export const content_faq_col_option = /** @type {(inputs: Content_Faq_Col_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Option`)
};

export const content_faq_col_pay = /** @type {(inputs: Content_Faq_Col_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous payez`)
};

export const content_faq_col_owner = /** @type {(inputs: Content_Faq_Col_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui en est propriétaire`)
};

export const content_faq_col_best = /** @type {(inputs: Content_Faq_Col_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idéal pour`)
};

export const content_faq_sub_name = /** @type {(inputs: Content_Faq_Sub_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

export const content_faq_sub_pay = /** @type {(inputs: Content_Faq_Sub_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des frais mensuels, aussi longtemps que vous la gardez`)
};

export const content_faq_sub_owner = /** @type {(inputs: Content_Faq_Sub_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot, jusqu’à ce que vos paiements atteignent le prix de détail`)
};

export const content_faq_sub_best = /** @type {(inputs: Content_Faq_Sub_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La souplesse : échanger, déménager ou retourner quand la vie change`)
};

export const content_faq_fin_name = /** @type {(inputs: Content_Faq_Fin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement mensuel`)
};

export const content_faq_fin_pay = /** @type {(inputs: Content_Faq_Fin_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix d’achat en versements mensuels égaux sur une durée fixe`)
};

export const content_faq_owner_you = /** @type {(inputs: Content_Faq_Owner_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous, dès la livraison`)
};

export const content_faq_fin_best = /** @type {(inputs: Content_Faq_Fin_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Être propriétaire tout de suite et étaler le coût`)
};

export const content_faq_rent_name = /** @type {(inputs: Content_Faq_Rent_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const content_faq_rent_pay = /** @type {(inputs: Content_Faq_Rent_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un loyer mensuel pour une durée fixe`)
};

export const content_faq_rent_owner = /** @type {(inputs: Content_Faq_Rent_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot; la pièce nous revient à la fin`)
};

export const content_faq_rent_best = /** @type {(inputs: Content_Faq_Rent_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un logement temporaire, une mise en valeur immobilière ou un contrat de courte durée`)
};

export const content_faq_buy_name = /** @type {(inputs: Content_Faq_Buy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achat`)
};

export const content_faq_buy_pay = /** @type {(inputs: Content_Faq_Buy_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix complet, une seule fois, au moment de payer`)
};

export const content_faq_buy_best = /** @type {(inputs: Content_Faq_Buy_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder pendant des années`)
};

export const content_faq_ways_agreements = /** @type {(inputs: Content_Faq_Ways_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions complètes de chaque option sont résumées sur notre <contract>page des contrats</contract>.`)
};

export const content_faq_end_q = /** @type {(inputs: Content_Faq_End_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand un abonnement prend-il fin?`)
};

export const content_faq_end_a = /** @type {(inputs: Content_Faq_End_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand vous le voulez : planifiez un retour et la facturation s’arrête le jour du ramassage. Si vous gardez une pièce assez longtemps, vos paiements s’arrêtent un mois avant que le total payé atteigne son prix de détail, et la pièce est à vous.`)
};

export const content_faq_tax_q = /** @type {(inputs: Content_Faq_Tax_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix sont-ils en dollars canadiens? Et les taxes?`)
};

export const content_faq_tax_a = /** @type {(inputs: Content_Faq_Tax_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les prix du site sont en dollars canadiens. Les taxes de vente (TPS ou TVH, plus la TVP ou la TVQ s’il y a lieu) dépendent de la province où vos meubles sont livrés, et figurent sur des lignes distinctes dans votre panier avant que vous payiez.`)
};

export const content_faq_fabric_q = /** @type {(inputs: Content_Faq_Fabric_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je voir et toucher les tissus avant de commander?`)
};

export const content_faq_fabric_a = /** @type {(inputs: Content_Faq_Fabric_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. <swatches>Commandez des échantillons de tissu gratuits</swatches> et nous vous les posterons, habituellement en moins d’une semaine.`)
};

export const content_faq_where_q = /** @type {(inputs: Content_Faq_Where_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où livrez-vous?`)
};

export const content_faq_where_a1 = /** @type {(inputs: Content_Faq_Where_A1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nos propres équipes de livraison haut de gamme livrent dans un rayon de 75 km de nos dépôts dans ${i?.count} villes : ${i?.cities}.`)
};

export const content_faq_where_a2 = /** @type {(inputs: Content_Faq_Where_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville avec le bouton de ville en haut de n’importe quelle page : les prix, la disponibilité et les frais de livraison suivent votre choix.`)
};

export const content_faq_cost_q = /** @type {(inputs: Content_Faq_Cost_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien coûte la livraison?`)
};

export const content_faq_cost_a = /** @type {(inputs: Content_Faq_Cost_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des frais fixes par commande, qui dépendent de votre ville et commencent à ${i?.fee}. Ils couvrent le transport de tout à l’intérieur, la mise en place dans la pièce de votre choix et l’enlèvement des emballages. Vous voyez les frais dans votre panier avant de passer à la caisse.`)
};

export const content_faq_when_q = /** @type {(inputs: Content_Faq_When_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand pouvez-vous livrer?`)
};

export const content_faq_when_a = /** @type {(inputs: Content_Faq_When_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sept jours sur sept, de 9 h à 21 h, heure locale. Vous choisissez une plage de livraison au moment de payer, et nous vous envoyons un texto quand l’équipe est à environ 30 minutes.`)
};

export const content_faq_assembly_q = /** @type {(inputs: Content_Faq_Assembly_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblez-vous les meubles?`)
};

export const content_faq_assembly_a = /** @type {(inputs: Content_Faq_Assembly_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Ajoutez l’assemblage au moment de payer et l’équipe installe tout avant de partir. Quelques pièces arrivent prêtes à utiliser; leur page de produit indique « assemblage non offert ».`)
};

export const content_faq_return_q = /** @type {(inputs: Content_Faq_Return_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je retourner des meubles en abonnement?`)
};

export const content_faq_return_a = /** @type {(inputs: Content_Faq_Return_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oui. ${i?.terms} Un contrat signé auparavant conserve les conditions de retour avec lesquelles il a été signé; chaque article affiche sa propre date de retour gratuit lorsque vous commencez un retour.`)
};

export const content_return_terms = /** @type {(inputs: Content_Return_TermsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous pouvez retourner tout article en tout temps en réservant un ramassage dans votre compte. Un ramassage pendant la première année de l’abonnement d’un article coûte deux fois ses frais mensuels (PivotCare n’en fait pas partie); à partir d’un an après son début, le ramassage est gratuit. La facturation de l’article s’arrête le jour du ramassage.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vous pouvez retourner tout article en tout temps en réservant un ramassage dans votre compte. Un ramassage pendant les ${i?.count} premières années de l’abonnement d’un article coûte deux fois ses frais mensuels (PivotCare n’en fait pas partie); à partir de ${i?.count} ans après son début, le ramassage est gratuit. La facturation de l’article s’arrête le jour du ramassage.`);
	return /** @type {LocalizedString} */ ("content_return_terms");
};

export const content_faq_swap_q = /** @type {(inputs: Content_Faq_Swap_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je échanger une pièce contre une autre?`)
};

export const content_faq_swap_a = /** @type {(inputs: Content_Faq_Swap_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Choisissez la pièce de remplacement dans votre compte et nous la livrons lors de la même visite où nous ramassons la pièce que vous retournez.`)
};

export const content_faq_move_q = /** @type {(inputs: Content_Faq_Move_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je déménage. Pouvez-vous déménager mes meubles?`)
};

export const content_faq_move_a = /** @type {(inputs: Content_Faq_Move_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous déménageons les meubles en abonnement dans votre ville ou vers n’importe laquelle de nos autres villes de livraison. Réservez le déménagement à partir de votre compte au moins une semaine avant le jour du déménagement.`)
};

export const content_faq_bought_q = /** @type {(inputs: Content_Faq_Bought_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je retourner un article que j’ai acheté?`)
};

export const content_faq_bought_a = /** @type {(inputs: Content_Faq_Bought_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les meubles achetés ou financés peuvent être retournés dans les 14 jours suivant la livraison s’ils sont dans l’état où ils ont été livrés. Nous remboursons le prix, moins des frais de ramassage égaux à vos frais de livraison. Les articles en vente finale et en liquidation ne peuvent pas être retournés.`)
};

export const content_faq_buyout_q = /** @type {(inputs: Content_Faq_Buyout_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je acheter les meubles auxquels je suis abonné?`)
};

export const content_faq_buyout_a = /** @type {(inputs: Content_Faq_Buyout_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Rachetez-les à partir de votre compte en tout temps : les frais d’abonnement déjà payés comptent dans le prix.`)
};

export const content_faq_care_q = /** @type {(inputs: Content_Faq_Care_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu’est-ce que PivotCare?`)
};

export const content_faq_care_a1 = /** @type {(inputs: Content_Faq_Care_A1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare est une protection contre les dommages accidentels que vous pouvez ajouter à tout article en abonnement dans votre panier. Elle coûte 20 % des frais mensuels de l’article : pour un sofa à ${i?.fee} par mois, c’est ${i?.care} par mois.`)
};

export const content_faq_care_a2 = /** @type {(inputs: Content_Faq_Care_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec PivotCare, nous réparons ou remplaçons sans frais un article endommagé par accident (déversements, taches, déchirures, pied cassé). L’usure normale n’est jamais facturée, avec ou sans PivotCare.`)
};

export const content_faq_nocare_q = /** @type {(inputs: Content_Faq_Nocare_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Et si je n’ai pas PivotCare et qu’un bris survient?`)
};

export const content_faq_nocare_a1 = /** @type {(inputs: Content_Faq_Nocare_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous payez la réparation, aux prix de notre grille de réparation publiée :`)
};

export const content_faq_nocare_legs = /** @type {(inputs: Content_Faq_Nocare_LegsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pattes et pieds : de ${i?.from} à ${i?.to}`)
};

export const content_faq_nocare_upholstery = /** @type {(inputs: Content_Faq_Nocare_UpholsteryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rembourrage : de ${i?.from} à ${i?.to}`)
};

export const content_faq_nocare_hard = /** @type {(inputs: Content_Faq_Nocare_HardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`surfaces dures (bois, pierre, métal) : de ${i?.from} à ${i?.to}`)
};

export const content_faq_nocare_a2 = /** @type {(inputs: Content_Faq_Nocare_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une pièce ne peut pas être réparée, vous payez son prix de détail, moins les frais que vous avez déjà payés pour celle-ci.`)
};

export const content_faq_charged_q = /** @type {(inputs: Content_Faq_Charged_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand suis-je facturé?`)
};

export const content_faq_charged_a = /** @type {(inputs: Content_Faq_Charged_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements d’abonnement, de location et de financement sont portés chaque mois à votre carte enregistrée, le même jour du mois que la livraison de vos meubles. Tous vos reçus sont dans <account>votre compte</account>.`)
};

export const content_faq_failed_q = /** @type {(inputs: Content_Faq_Failed_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paiement n’est pas passé. Que dois-je faire?`)
};

export const content_faq_failed_a = /** @type {(inputs: Content_Faq_Failed_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un paiement échoue, une alerte de facturation s’affiche en haut de chaque page tant que vous êtes connecté. Suivez-la pour mettre à jour votre carte; nous tentons de nouveau le paiement dès que vos renseignements sont à jour.`)
};

export const content_faq_person_q = /** @type {(inputs: Content_Faq_Person_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment joindre une personne?`)
};

export const content_faq_person_a = /** @type {(inputs: Content_Faq_Person_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appelez-nous au <phone>${i?.phone}</phone> ou écrivez-nous à <email>${i?.email}</email>. Nos heures d’ouverture sont sur la page <contact>Nous joindre</contact>.`)
};

export const content_faq_sale_q = /** @type {(inputs: Content_Faq_Sale_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu’est-ce que la vente de liquidation?`)
};

export const content_faq_sale_a1 = /** @type {(inputs: Content_Faq_Sale_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre vente finale : chaque pièce est offerte à 85 % de rabais sur son prix de détail, vendue en vente finale et ramassée à notre entrepôt de Mississauga, en Ontario. Les commandes de la vente ne sont pas livrées.`)
};

export const content_faq_sale_a2 = /** @type {(inputs: Content_Faq_Sale_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les détails, y compris les heures de ramassage, se trouvent dans la <policy>politique de la vente de liquidation</policy>.`)
};

export const content_city_montreal = /** @type {(inputs: Content_City_MontrealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montréal`)
};

export const content_city_quebec = /** @type {(inputs: Content_City_QuebecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const content_return_summary = /** @type {(inputs: Content_Return_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Retour en tout temps : un ramassage coûte deux fois les frais mensuels pendant la première année, puis il est gratuit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Retour en tout temps : un ramassage coûte deux fois les frais mensuels pendant les ${i?.count} premières années, puis il est gratuit`);
	return /** @type {LocalizedString} */ ("content_return_summary");
};

export const content_agr_care_title = /** @type {(inputs: Content_Agr_Care_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entretien des meubles`)
};

export const content_agr_care_p1 = /** @type {(inputs: Content_Agr_Care_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez les meubles à l’adresse de livraison pour un usage domestique normal et suivez les instructions d’entretien que nous vous donnons. L’usure normale est prévue et n’est jamais facturée.`)
};

export const content_agr_care_p2 = /** @type {(inputs: Content_Agr_Care_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avisez-nous de tout dommage dès qu’il survient. Avec PivotCare (20 % des frais mensuels de l’article), les dommages accidentels sont réparés ou l’article est remplacé sans frais. Sans PivotCare, les réparations sont facturées à nos tarifs publiés (pattes de ${i?.legsFrom} à ${i?.legsTo}, rembourrage de ${i?.upholsteryFrom} à ${i?.upholsteryTo}, surfaces dures de ${i?.hardFrom} à ${i?.hardTo}); un article irréparable est facturé à son prix de détail, moins les frais déjà payés pour celui-ci.`)
};

export const content_agr_law_title = /** @type {(inputs: Content_Agr_Law_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos droits et la loi`)
};

export const content_agr_law_p1 = /** @type {(inputs: Content_Agr_Law_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le présent contrat est régi par les lois de la province ou du territoire de l’adresse de livraison. Rien dans celui-ci ne limite les droits que vous confèrent les lois sur la protection du consommateur de cette province.`)
};

export const content_agr_contact_title = /** @type {(inputs: Content_Agr_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

export const content_agr_contact_p1 = /** @type {(inputs: Content_Agr_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appelez au ${i?.phone} ou écrivez à ${i?.email}. Votre contrat signé est toujours accessible dans votre compte.`)
};

export const content_agr_what_title = /** @type {(inputs: Content_Agr_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous acceptez`)
};

export const content_agr_sub_name = /** @type {(inputs: Content_Agr_Sub_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrat d’abonnement`)
};

export const content_agr_sub_read = /** @type {(inputs: Content_Agr_Sub_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire le contrat d’abonnement`)
};

export const content_agr_sub_summary = /** @type {(inputs: Content_Agr_Sub_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des frais mensuels aussi longtemps que vous gardez les meubles, avec échanges, déménagements et retours.`)
};

export const content_agr_sub_h1 = /** @type {(inputs: Content_Agr_Sub_H1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois, le même jour du mois que la livraison`)
};

export const content_agr_sub_h3 = /** @type {(inputs: Content_Agr_Sub_H3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements s’arrêtent un mois avant d’atteindre le prix de détail, et la pièce est à vous`)
};

export const content_agr_sub_h4 = /** @type {(inputs: Content_Agr_Sub_H4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare en option, à 20 % des frais mensuels`)
};

export const content_agr_sub_what = /** @type {(inputs: Content_Agr_Sub_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc. vous permet d’utiliser les meubles énumérés dans votre confirmation de commande, à l’adresse de livraison, moyennant des frais mensuels. Pivot demeure propriétaire des meubles jusqu’à ce que la règle de propriété ci-dessous vous les transfère.`)
};

export const content_agr_sub_fees_title = /** @type {(inputs: Content_Agr_Sub_Fees_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais et facturation`)
};

export const content_agr_sub_fees_p1 = /** @type {(inputs: Content_Agr_Sub_Fees_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les frais mensuels de chaque article, les frais de livraison, les frais d’assemblage, le cas échéant, et les taxes de vente applicables sont affichés au moment de payer. Le premier mois est facturé à la livraison; les mois suivants sont portés à votre carte enregistrée le même jour de chaque mois.`)
};

export const content_agr_sub_fees_p2 = /** @type {(inputs: Content_Agr_Sub_Fees_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un paiement échoue, nous vous en avisons et le tentons de nouveau une fois votre carte mise à jour. Des montants en souffrance depuis plus de 30 jours peuvent nous amener à résilier le contrat et à reprendre les meubles.`)
};

export const content_agr_sub_returns_title = /** @type {(inputs: Content_Agr_Sub_Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanges, déménagements et retours`)
};

export const content_agr_sub_returns_p2 = /** @type {(inputs: Content_Agr_Sub_Returns_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous avez signé une version antérieure du présent contrat, les conditions de retour de la version signée s’appliquent aux articles qu’elle vise.`)
};

export const content_agr_sub_returns_p3 = /** @type {(inputs: Content_Agr_Sub_Returns_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez échanger un article contre un autre : nous livrons l’article de remplacement lorsque nous ramassons l’original. Les déménagements entre nos villes de livraison exigent un préavis d’une semaine et sont facturés aux frais de livraison de la nouvelle ville.`)
};

export const content_agr_sub_own_title = /** @type {(inputs: Content_Agr_Sub_Own_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand les meubles deviennent les vôtres`)
};

export const content_agr_sub_own_p1 = /** @type {(inputs: Content_Agr_Sub_Own_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements d’un article s’arrêtent un mois avant que le total payé atteigne son prix de détail. Dès lors, il vous appartient. Vous pouvez aussi racheter un article en tout temps : les frais déjà payés comptent dans le prix.`)
};

export const content_agr_rent_name = /** @type {(inputs: Content_Agr_Rent_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrat de location`)
};

export const content_agr_rent_read = /** @type {(inputs: Content_Agr_Rent_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire le contrat de location`)
};

export const content_agr_rent_summary = /** @type {(inputs: Content_Agr_Rent_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un loyer mensuel pour une durée fixe; les meubles nous reviennent à la fin.`)
};

export const content_agr_rent_h1 = /** @type {(inputs: Content_Agr_Rent_H1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une durée fixe, choisie au moment de payer, facturée chaque mois`)
};

export const content_agr_rent_h2 = /** @type {(inputs: Content_Agr_Rent_H2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le ramassage à la fin de la durée est gratuit`)
};

export const content_agr_rent_h3 = /** @type {(inputs: Content_Agr_Rent_H3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poursuivez au mois si vous en avez besoin plus longtemps`)
};

export const content_agr_rent_h4 = /** @type {(inputs: Content_Agr_Rent_H4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les meubles demeurent la propriété de Pivot; le loyer ne compte pas dans leur achat`)
};

export const content_agr_rent_what = /** @type {(inputs: Content_Agr_Rent_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc. vous loue les meubles énumérés dans votre confirmation de commande pour la durée affichée au moment de payer, à l’adresse de livraison. Pivot demeure propriétaire des meubles pendant toute la durée.`)
};

export const content_agr_rent_billing_title = /** @type {(inputs: Content_Agr_Rent_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loyer et facturation`)
};

export const content_agr_rent_billing_p1 = /** @type {(inputs: Content_Agr_Rent_Billing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le loyer mensuel, la durée, les frais de livraison, les frais d’assemblage, le cas échéant, et les taxes de vente applicables sont affichés au moment de payer. Le loyer est facturé à la livraison, puis chaque mois le même jour, à votre carte enregistrée.`)
};

export const content_agr_rent_end_title = /** @type {(inputs: Content_Agr_Rent_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de la durée`)
};

export const content_agr_rent_end_p1 = /** @type {(inputs: Content_Agr_Rent_End_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous communiquons avec vous deux semaines avant la fin de la durée pour réserver un ramassage gratuit. Si vous avez besoin des meubles plus longtemps, la location se poursuit au mois, au même loyer, jusqu’à ce que vous réserviez un ramassage.`)
};

export const content_agr_rent_end_p2 = /** @type {(inputs: Content_Agr_Rent_End_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le retour d’un article avant la fin de la durée entraîne des frais de ramassage égaux à deux fois son loyer mensuel; le loyer s’arrête le jour du ramassage.`)
};

export const content_agr_own_name = /** @type {(inputs: Content_Agr_Own_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrat d’achat`)
};

export const content_agr_own_read = /** @type {(inputs: Content_Agr_Own_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire le contrat d’achat`)
};

export const content_agr_own_summary = /** @type {(inputs: Content_Agr_Own_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achetez comptant, ou financez le prix en versements mensuels égaux.`)
};

export const content_agr_own_h1 = /** @type {(inputs: Content_Agr_Own_H1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez en entier au moment de payer, ou en versements mensuels égaux sur la durée de votre choix`)
};

export const content_agr_own_h2 = /** @type {(inputs: Content_Agr_Own_H2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le taux d’intérêt et le coût total du crédit sont affichés avant que vous acceptiez`)
};

export const content_agr_own_h3 = /** @type {(inputs: Content_Agr_Own_H3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursez le financement par anticipation en tout temps, sans pénalité`)
};

export const content_agr_own_h4 = /** @type {(inputs: Content_Agr_Own_H4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour dans les 14 jours suivant la livraison, sauf pour les articles en vente finale`)
};

export const content_agr_own_what = /** @type {(inputs: Content_Agr_Own_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous achetez de Pivot Furniture Inc. les meubles énumérés dans votre confirmation de commande. La propriété vous est transférée à la livraison (ou au ramassage pour les commandes de la vente de liquidation).`)
};

export const content_agr_own_full_title = /** @type {(inputs: Content_Agr_Own_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement complet`)
};

export const content_agr_own_full_p1 = /** @type {(inputs: Content_Agr_Own_Full_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix, les frais de livraison, les frais d’assemblage, le cas échéant, et les taxes de vente applicables sont portés à votre carte lorsque votre commande est confirmée.`)
};

export const content_agr_own_fin_title = /** @type {(inputs: Content_Agr_Own_Fin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement mensuel`)
};

export const content_agr_own_fin_p1 = /** @type {(inputs: Content_Agr_Own_Fin_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous financez, le prix est divisé en versements mensuels égaux sur la durée choisie au moment de payer. Avant que vous acceptiez, nous affichons le taux d’intérêt annuel, le montant de chaque versement, le nombre de versements et le coût total du crédit, comme l’exigent les lois provinciales sur la protection du consommateur. Il n’y a aucuns autres frais.`)
};

export const content_agr_own_fin_p2 = /** @type {(inputs: Content_Agr_Own_Fin_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez payer le solde en tout temps sans pénalité. Jusqu’à son paiement, Pivot conserve une sûreté sur les meubles financés; les paiements manqués peuvent être signalés après 30 jours.`)
};

export const content_agr_own_returns_title = /** @type {(inputs: Content_Agr_Own_Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retours`)
};

export const content_agr_own_returns_p1 = /** @type {(inputs: Content_Agr_Own_Returns_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez retourner des meubles dans les 14 jours suivant la livraison s’ils sont dans l’état où ils ont été livrés. Nous remboursons le prix, moins des frais de ramassage égaux aux frais de livraison. Les articles en vente finale et ceux de la vente de liquidation ne peuvent pas être retournés.`)
};

export const content_agr_own_warranty_title = /** @type {(inputs: Content_Agr_Own_Warranty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantie et entretien`)
};

export const content_agr_own_warranty_p1 = /** @type {(inputs: Content_Agr_Own_Warranty_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos meubles sont couverts par les garanties légales de votre province et par une garantie Pivot d’un an contre les défauts de matériaux et de fabrication. Les dommages accidentels ne sont pas couverts par la garantie.`)
};

export const content_agr_home = /** @type {(inputs: Content_Agr_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const content_agr_all = /** @type {(inputs: Content_Agr_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les contrats`)
};

export const content_agr_meta = /** @type {(inputs: Content_Agr_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} · Pivot Furniture Inc.`)
};

export const content_agr_print = /** @type {(inputs: Content_Agr_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimer ce contrat`)
};

export const content_contract_title = /** @type {(inputs: Content_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos contrats`)
};

export const content_contract_version = /** @type {(inputs: Content_Contract_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

export const content_contract_lead = /** @type {(inputs: Content_Contract_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque commande s’accompagne d’un court contrat que vous acceptez au moment de payer. Voici ce que chacun signifie, en langage clair.`)
};

export const content_contract_which_title = /** @type {(inputs: Content_Contract_Which_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lequel me convient?`)
};

export const content_contract_which = /** @type {(inputs: Content_Contract_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous si vous voulez de la souplesse : échangez, déménagez ou retournez vos meubles au gré des changements chez vous. Louez quand vous savez avoir besoin de meubles pour une période déterminée. Achetez ou financez quand vous voulez qu’ils soient à vous dès le départ. Notre <faq>FAQ</faq> compare les quatre options côte à côte.`)
};

export const content_contract_signed = /** @type {(inputs: Content_Contract_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le contrat que vous signez est enregistré dans votre compte. Si un élément de ces résumés diffère de votre contrat signé, c’est le contrat signé qui s’applique.`)
};

export const content_agr_brand = /** @type {(inputs: Content_Agr_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const content_approach_title = /** @type {(inputs: Content_Approach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

export const content_approach_lead = /** @type {(inputs: Content_Approach_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un bon meuble devrait survivre à un appartement, à un bail ou à une étape de la vie. Nous avons bâti notre entreprise autour d’une idée : le garder en usage.`)
};

export const content_approach_use_title = /** @type {(inputs: Content_Approach_Use_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles qui restent en usage`)
};

export const content_approach_use = /** @type {(inputs: Content_Approach_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des millions de meubles aboutissent chaque année dans les sites d’enfouissement canadiens, dont bon nombre à peine utilisés, parce qu’il est plus difficile de les déménager que d’en acheter des neufs. Quand vos besoins changent, nous reprenons la pièce, la remettons à neuf et lui trouvons un nouveau foyer. Rien de ce qui nous appartient n’est jeté tant que ça peut encore être réparé.`)
};

export const content_approach_better_title = /** @type {(inputs: Content_Approach_Better_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mieux que neuf`)
};

export const content_approach_better = /** @type {(inputs: Content_Approach_BetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque pièce retournée passe par l’atelier de notre dépôt : elle est inspectée, nettoyée en profondeur, réparée et, au besoin, dotée de nouveaux coussins, de nouvelles housses ou d’une nouvelle quincaillerie. Elle n’en ressort que lorsqu’elle a l’allure et la tenue d’une pièce neuve : c’est pourquoi nous appelons cet état « mieux que neuf ». Si elle ne respecte pas cette norme à son arrivée chez vous, nous l’échangeons.`)
};

export const content_approach_ways_title = /** @type {(inputs: Content_Approach_Ways_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quatre façons de l’avoir`)
};

export const content_approach_subscribe = /** @type {(inputs: Content_Approach_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

export const content_approach_subscribe_text = /** @type {(inputs: Content_Approach_Subscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des frais mensuels, et la liberté d’échanger, de déménager ou de retourner au gré de la vie.`)
};

export const content_approach_finance = /** @type {(inputs: Content_Approach_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement`)
};

export const content_approach_finance_text = /** @type {(inputs: Content_Approach_Finance_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soyez propriétaire dès le premier jour et étalez le prix en versements mensuels égaux.`)
};

export const content_approach_rent = /** @type {(inputs: Content_Approach_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const content_approach_rent_text = /** @type {(inputs: Content_Approach_Rent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour une durée fixe, quand vous savez n’en avoir besoin que pour un temps.`)
};

export const content_approach_buy = /** @type {(inputs: Content_Approach_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achat`)
};

export const content_approach_buy_text = /** @type {(inputs: Content_Approach_Buy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez une fois et gardez-la pour de bon.`)
};

export const content_approach_terms = /** @type {(inputs: Content_Approach_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions de chaque option sont résumées en langage clair sur notre <contract>page des contrats</contract>.`)
};

export const content_approach_canada_title = /** @type {(inputs: Content_Approach_Canada_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqués au Canada`)
};

export const content_approach_canada = /** @type {(inputs: Content_Approach_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plupart de nos sofas, sofas sectionnels et fauteuils sont fabriqués dans des ateliers canadiens, avec des structures en bois franc séché au four et des housses amovibles et remplaçables. Fabriquer des meubles près de chez nous, c’est des trajets plus courts, des réparations plus faciles et des pièces de rechange encore offertes dans bien des années.`)
};

export const content_approach_crews_title = /** @type {(inputs: Content_Approach_Crews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrés par nos propres équipes`)
};

export const content_approach_crews = /** @type {(inputs: Content_Approach_CrewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nos équipes de livraison haut de gamme livrent et assemblent dans ${i?.count} villes, de ${i?.first} à ${i?.last}, sept jours sur sept. Elles transportent tout à l’intérieur, installent les meubles où vous le voulez et emportent les emballages pour les recycler.`)
};

export const content_approach_care_title = /** @type {(inputs: Content_Approach_Care_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entretien compris`)
};

export const content_approach_care = /** @type {(inputs: Content_Approach_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’usure normale est à nos frais. Pour les accidents, PivotCare couvre les réparations et les remplacements pour 20 % des frais mensuels d’un article, et nos <cover>remplacements de tissu et de housses</cover> donnent une deuxième vie à un sofa préféré plutôt qu’un aller simple au bord du trottoir.`)
};

export const content_contact_title = /** @type {(inputs: Content_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const content_contact_lead = /** @type {(inputs: Content_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre service à la clientèle est établi à Toronto et répond en français et en anglais.`)
};

export const content_contact_call = /** @type {(inputs: Content_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appelez-nous`)
};

export const content_contact_toll_free = /** @type {(inputs: Content_Contact_Toll_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans frais partout au Canada`)
};

export const content_contact_weekdays = /** @type {(inputs: Content_Contact_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du lundi au vendredi`)
};

export const content_contact_weekdays_hours = /** @type {(inputs: Content_Contact_Weekdays_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 9 h à 20 h (HE)`)
};

export const content_contact_weekend = /** @type {(inputs: Content_Contact_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Samedi et dimanche`)
};

export const content_contact_weekend_hours = /** @type {(inputs: Content_Contact_Weekend_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 10 h à 18 h (HE)`)
};

export const content_contact_email = /** @type {(inputs: Content_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez-nous`)
};

export const content_contact_reply = /** @type {(inputs: Content_Contact_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous répondons en un jour ouvrable. Veuillez indiquer votre numéro de commande si vous en avez un.`)
};

export const content_contact_mail = /** @type {(inputs: Content_Contact_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par la poste`)
};

export const content_contact_attn = /** @type {(inputs: Content_Contact_AttnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À l’attention du Service à la clientèle`)
};

export const content_contact_po_box = /** @type {(inputs: Content_Contact_Po_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C.P. 1042, succursale A`)
};

export const content_contact_quicker = /** @type {(inputs: Content_Contact_QuickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des réponses plus rapides`)
};

export const content_contact_quicker_account = /** @type {(inputs: Content_Contact_Quicker_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les heures de livraison, les reçus, les retours, les échanges et les déménagements se trouvent tous dans <account>votre compte</account>.`)
};

export const content_contact_quicker_faq = /** @type {(inputs: Content_Contact_Quicker_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plupart des questions sur l’abonnement, la livraison et PivotCare trouvent réponse dans notre <faq>FAQ</faq>.`)
};

export const content_contact_quicker_crew = /** @type {(inputs: Content_Contact_Quicker_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le jour de la livraison, le message texte que nous vous envoyons contient le numéro direct de votre équipe. Les équipes travaillent sept jours sur sept, de 9 h à 21 h, heure locale.`)
};

export const content_contact_privacy_title = /** @type {(inputs: Content_Contact_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions sur la confidentialité`)
};

export const content_contact_privacy = /** @type {(inputs: Content_Contact_PrivacyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour savoir quels renseignements personnels nous détenons à votre sujet, ou pour les faire corriger, écrivez à notre responsable de la protection des renseignements personnels à <email>${i?.email}</email>. Notre <privacy>politique de confidentialité</privacy> explique comment nous traitons vos renseignements.`)
};

export const content_cover_title = /** @type {(inputs: Content_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacement de tissus et de housses`)
};

export const content_cover_lead = /** @type {(inputs: Content_Cover_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un sofa taché, décoloré ou simplement fatigué n’a pas besoin d’être remplacé. Un nouvel ensemble de housses lui donne un air neuf, dans le même tissu ou un nouveau, pour une fraction du prix d’un meuble neuf.`)
};

export const content_cover_what_title = /** @type {(inputs: Content_Cover_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu’est-ce qu’un ensemble de housses?`)
};

export const content_cover_what = /** @type {(inputs: Content_Cover_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu complet de housses sur mesure pour une pièce : les coussins d’assise et de dossier, les accoudoirs et la base. Nos sofas, sofas sectionnels, causeuses, fauteuils de détente et chaises de salle à manger rembourrées ont des housses amovibles; cherchez « housse amovible » dans les détails d’un produit.`)
};

export const content_cover_how_title = /** @type {(inputs: Content_Cover_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ça fonctionne`)
};

export const content_cover_step_fabric = /** @type {(inputs: Content_Cover_Step_FabricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Choisissez votre tissu.</b> <swatches>Commandez des échantillons gratuits</swatches> pour voir les couleurs et les textures sous votre propre éclairage.`)
};

export const content_cover_step_piece = /** @type {(inputs: Content_Cover_Step_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Parlez-nous de votre pièce.</b> Envoyez-nous par courriel le nom du produit et votre numéro de commande, ou une photo de l’étiquette sous les coussins d’assise.`)
};

export const content_cover_step_quote = /** @type {(inputs: Content_Cover_Step_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Obtenez une soumission.</b> Nous confirmons le prix et les délais avant que vous payiez. Les housses sont fabriquées sur commande et sont habituellement expédiées en deux à quatre semaines.`)
};

export const content_cover_step_fit = /** @type {(inputs: Content_Cover_Step_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Installez-les.</b> Votre ensemble est accompagné d’instructions étape par étape; la plupart des pièces prennent moins d’une heure. Dans nos villes de livraison, une équipe peut les installer pour vous au coût d’une livraison.`)
};

export const content_cover_care_title = /** @type {(inputs: Content_Cover_Care_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couvert par PivotCare`)
};

export const content_cover_care = /** @type {(inputs: Content_Cover_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous êtes abonné avec PivotCare et qu’une housse est endommagée par accident, le remplacement est à nos frais : aucune soumission, aucuns frais. Communiquez avec nous et nous nous en occupons.`)
};

export const content_cover_fresh_title = /** @type {(inputs: Content_Cover_Fresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder les housses comme neuves`)
};

export const content_cover_fresh_vacuum = /** @type {(inputs: Content_Cover_Fresh_VacuumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passez l’aspirateur chaque semaine avec une brosse à meubles, et tournez les coussins d’assise toutes les quelques semaines.`)
};

export const content_cover_fresh_blot = /** @type {(inputs: Content_Cover_Fresh_BlotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épongez les dégâts sans attendre avec un linge propre et humide; ne frottez jamais.`)
};

export const content_cover_fresh_wash = /** @type {(inputs: Content_Cover_Fresh_WashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plupart des housses se lavent à l’eau froide au cycle délicat et sèchent à l’air libre; vérifiez d’abord l’étiquette d’entretien.`)
};

export const content_cover_fresh_sun = /** @type {(inputs: Content_Cover_Fresh_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez les tissus à l’abri du soleil direct et intense pour ralentir la décoloration.`)
};

export const content_cover_questions = /** @type {(inputs: Content_Cover_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions sur un ensemble de housses? Écrivez à <email>${i?.email}</email> ou appelez au <phone>${i?.phone}</phone>.`)
};

export const content_cover_order_swatches = /** @type {(inputs: Content_Cover_Order_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons gratuits`)
};

export const returns_center_title = /** @type {(inputs: Returns_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre de retours`)
};

export const returns_center_intro = /** @type {(inputs: Returns_Center_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez plus besoin d’une pièce? Nous la ramassons chez vous, sept jours sur sept, dans la plage horaire de votre choix.`)
};

export const returns_policy_terms = /** @type {(inputs: Returns_Policy_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez retourner n’importe quel article en tout temps en réservant un ramassage dans votre compte. Un ramassage dans les ${i?.term} suivant le début de l’abonnement d’un article coûte deux fois ses frais mensuels (PivotCare n’en fait pas partie); ${i?.term} après son début, le ramassage est gratuit. La facturation de l’article s’arrête le jour du ramassage.`)
};

export const returns_term_years = /** @type {(inputs: Returns_Term_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ans`)
};

export const returns_term_months = /** @type {(inputs: Returns_Term_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} mois`)
};

export const returns_center_agreement = /** @type {(inputs: Returns_Center_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce sont les conditions de l’entente signée aujourd’hui (version ${i?.version}). Chaque article garde les conditions de retour de l’entente sous laquelle il a été signé : quand vous commencez un retour, chacun indique son propre jour de retour gratuit et ce que coûte un ramassage avant cette date.`)
};

export const returns_center_billing = /** @type {(inputs: Returns_Center_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facturation mensuelle d’un article retourné s’arrête le jour de son ramassage, et les frais sont facturés une fois que l’équipe l’a ramassé. Les articles financés ou achetés vous appartiennent.`)
};

export const returns_center_start = /** @type {(inputs: Returns_Center_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer un retour`)
};

export const returns_page_title = /** @type {(inputs: Returns_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourner des articles`)
};

export const returns_success_title = /** @type {(inputs: Returns_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ramassage est réservé`)
};

export const returns_success_intro = /** @type {(inputs: Returns_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un courriel la veille du ramassage. Laissez les articles là où l’équipe peut les atteindre.`)
};

export const returns_success_photos = /** @type {(inputs: Returns_Success_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des photos de chaque article (devant, arrière et toute marque) aident notre équipe à planifier le ramassage. Vous pouvez en ajouter ou les remplacer jusqu’au ramassage.`)
};

export const returns_add_photos = /** @type {(inputs: Returns_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos`)
};

export const returns_view_return = /** @type {(inputs: Returns_View_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le retour`)
};

export const returns_my_account = /** @type {(inputs: Returns_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const returns_return_policy = /** @type {(inputs: Returns_Return_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de retour`)
};

export const returns_reason_no_longer_needed = /** @type {(inputs: Returns_Reason_No_Longer_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je n’en ai plus besoin`)
};

export const returns_reason_moving = /** @type {(inputs: Returns_Reason_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je déménage`)
};

export const returns_reason_not_as_expected = /** @type {(inputs: Returns_Reason_Not_As_ExpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas ce à quoi je m’attendais`)
};

export const returns_reason_damaged = /** @type {(inputs: Returns_Reason_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article est endommagé`)
};

export const returns_reason_upgrading = /** @type {(inputs: Returns_Reason_UpgradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je l’échange contre autre chose`)
};

export const returns_reason_other = /** @type {(inputs: Returns_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une autre raison`)
};

export const returns_condition_better_than_new = /** @type {(inputs: Returns_Condition_Better_Than_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme neuf`)
};

export const returns_condition_light_wear = /** @type {(inputs: Returns_Condition_Light_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légère usure`)
};

export const returns_condition_heavy_wear = /** @type {(inputs: Returns_Condition_Heavy_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usure importante`)
};

export const returns_select_title = /** @type {(inputs: Returns_Select_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous retourner?`)
};

export const returns_select_intro = /** @type {(inputs: Returns_Select_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ramassage se fait à une seule adresse. Les retours sont gratuits une fois la période de retour payant d’un article terminée; avant, le ramassage coûte deux fois ses frais d’abonnement mensuels (PivotCare n’en fait pas partie).`)
};

export const returns_continue = /** @type {(inputs: Returns_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const returns_free_to_return = /** @type {(inputs: Returns_Free_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour gratuit`)
};

export const returns_free_to_return_from = /** @type {(inputs: Returns_Free_To_Return_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour gratuit à partir du ${i?.date}; un ramassage avant cette date coûte ${i?.fee}`)
};

export const returns_details_title = /** @type {(inputs: Returns_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de chaque article`)
};

export const returns_why_returning = /** @type {(inputs: Returns_Why_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi le retournez-vous?`)
};

export const returns_in_a_few_words = /** @type {(inputs: Returns_In_A_Few_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En quelques mots`)
};

export const returns_what_condition = /** @type {(inputs: Returns_What_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans quel état est-il?`)
};

export const returns_change_items = /** @type {(inputs: Returns_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les articles`)
};

export const returns_photos_title = /** @type {(inputs: Returns_Photos_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montrez-nous leur état`)
};

export const returns_photos_intro_damaged = /** @type {(inputs: Returns_Photos_Intro_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez au moins une photo de chaque article endommagé avant de choisir un jour de ramassage. Les photos des autres articles sont les bienvenues.`)
};

export const returns_photos_intro_optional = /** @type {(inputs: Returns_Photos_Intro_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos sont facultatives : elles aident l’équipe à apporter ce qu’il faut pour le ramassage. Vous pouvez aussi les ajouter après la réservation.`)
};

export const returns_choose_pickup_day = /** @type {(inputs: Returns_Choose_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un jour de ramassage`)
};

export const returns_back_to_details = /** @type {(inputs: Returns_Back_To_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux détails`)
};

export const returns_pickup_title = /** @type {(inputs: Returns_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand devons-nous passer?`)
};

export const returns_pickup_from = /** @type {(inputs: Returns_Pickup_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adresse du ramassage : ${i?.address}.`)
};

export const returns_pickup_day = /** @type {(inputs: Returns_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour du ramassage`)
};

export const returns_pickup_time = /** @type {(inputs: Returns_Pickup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure du ramassage`)
};

export const returns_first_day = /** @type {(inputs: Returns_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Le premier jour où nous pouvons passer est le ${i?.date}.`)
};

export const returns_review_the_return = /** @type {(inputs: Returns_Review_The_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le retour`)
};

export const returns_back_to_photos = /** @type {(inputs: Returns_Back_To_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux photos`)
};

export const returns_review_title = /** @type {(inputs: Returns_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre retour`)
};

export const returns_items_to_return = /** @type {(inputs: Returns_Items_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles à retourner`)
};

export const returns_free_return = /** @type {(inputs: Returns_Free_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour gratuit`)
};

export const returns_pickup_on = /** @type {(inputs: Returns_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage le`)
};

export const returns_return_fees = /** @type {(inputs: Returns_Return_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de retour`)
};

export const returns_total = /** @type {(inputs: Returns_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const returns_review_terms = /** @type {(inputs: Returns_Review_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les frais sont portés à la carte enregistrée à votre dossier une fois que l’équipe a ramassé les articles. La facturation mensuelle de ces articles s’arrête le jour du ramassage.`)
};

export const returns_book_pickup = /** @type {(inputs: Returns_Book_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver le ramassage`)
};

export const returns_booking_pickup = /** @type {(inputs: Returns_Booking_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation du ramassage`)
};

export const returns_change_pickup = /** @type {(inputs: Returns_Change_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le ramassage`)
};

export const returns_loading = /** @type {(inputs: Returns_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const returns_load_failed = /** @type {(inputs: Returns_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos articles`)
};

export const returns_nothing_to_return = /** @type {(inputs: Returns_Nothing_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à retourner pour le moment : les abonnements et les locations peuvent être retournés une fois livrés.`)
};

export const returns_pricing = /** @type {(inputs: Returns_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre retour`)
};

export const returns_price_failed = /** @type {(inputs: Returns_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre retour`)
};

export const returns_opening_confirmation = /** @type {(inputs: Returns_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre confirmation`)
};

export const returns_problem_reason_missing = /** @type {(inputs: Returns_Problem_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez pourquoi vous le retournez.`)
};

export const returns_problem_condition_missing = /** @type {(inputs: Returns_Problem_Condition_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’état dans lequel il se trouve.`)
};

export const returns_problem_note_missing = /** @type {(inputs: Returns_Problem_Note_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous en quelques mots pourquoi vous le retournez.`)
};

export const returns_problem_photo_missing = /** @type {(inputs: Returns_Problem_Photo_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez au moins une photo des dommages.`)
};

export const returns_problem_pickup_day_missing = /** @type {(inputs: Returns_Problem_Pickup_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de ramassage.`)
};

export const returns_problem_pickup_day_too_early = /** @type {(inputs: Returns_Problem_Pickup_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Choisissez un jour de ramassage du ${i?.earliest} au ${i?.latest}.`)
};

export const returns_problem_pickup_day_out_of_range = /** @type {(inputs: Returns_Problem_Pickup_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de ramassage du ${i?.earliest} au ${i?.latest}.`)
};

export const returns_problem_pickup_time_missing = /** @type {(inputs: Returns_Problem_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une heure de ramassage.`)
};

export const returns_problem_one_address = /** @type {(inputs: Returns_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ramassage se fait à une seule adresse. Retournez séparément les articles de chaque adresse.`)
};

export const returns_problem_choose_items = /** @type {(inputs: Returns_Problem_Choose_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à retourner.`)
};

export const returns_photo_hint_required = /** @type {(inputs: Returns_Photo_Hint_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire : vous nous avez dit qu’il est endommagé. Montrez les dommages de près et la pièce entière.`)
};

export const returns_photo_hint_optional = /** @type {(inputs: Returns_Photo_Hint_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif : les photos aident l’équipe à planifier le ramassage.`)
};

export const returns_photo_formats = /** @type {(inputs: Returns_Photo_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP ou HEIC, moins de 15 Mo chacune, jusqu’à ${i?.max}.`)
};

export const returns_photo_formats_replace = /** @type {(inputs: Returns_Photo_Formats_ReplaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP ou HEIC, moins de 15 Mo chacune, jusqu’à ${i?.max}. Pour remplacer une photo, retirez-la et ajoutez-en une autre.`)
};

export const returns_photos_of = /** @type {(inputs: Returns_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}`)
};

export const returns_photo_n_of = /** @type {(inputs: Returns_Photo_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} de ${i?.name}`)
};

export const returns_photo_limit = /** @type {(inputs: Returns_Photo_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limite de photos atteinte`)
};

export const returns_add_more_photos = /** @type {(inputs: Returns_Add_More_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter d’autres photos`)
};

export const returns_add_photos_of = /** @type {(inputs: Returns_Add_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter des photos de ${i?.name}`)
};

export const returns_uploading = /** @type {(inputs: Returns_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement en cours`)
};

export const returns_upload_failed = /** @type {(inputs: Returns_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo n’a pas pu être téléversée. Réessayez.`)
};

export const returns_not_a_photo = /** @type {(inputs: Returns_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas une photo. Envoyez une image JPEG, PNG, WebP ou HEIC.`)
};

export const returns_too_large = /** @type {(inputs: Returns_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos doivent faire moins de 15 Mo.`)
};

export const returns_empty_file = /** @type {(inputs: Returns_Empty_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est vide. Choisissez une photo.`)
};

export const returns_photo_count = /** @type {(inputs: Returns_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos sur ${i?.max}`)
};

export const returns_removing = /** @type {(inputs: Returns_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression en cours`)
};

export const returns_remove_photo_n = /** @type {(inputs: Returns_Remove_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la photo ${i?.number} de ${i?.name}`)
};

export const returns_remove = /** @type {(inputs: Returns_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const returns_photos_page_title = /** @type {(inputs: Returns_Photos_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos de votre retour`)
};

export const returns_open_failed = /** @type {(inputs: Returns_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu ouvrir ce retour`)
};

export const returns_try_again = /** @type {(inputs: Returns_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const returns_something_wrong = /** @type {(inputs: Returns_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite. Veuillez réessayer.`)
};

export const returns_return_number = /** @type {(inputs: Returns_Return_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour ${i?.number}.`)
};

export const returns_return_number_pickup = /** @type {(inputs: Returns_Return_Number_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour ${i?.number}, ramassage ${i?.when}.`)
};

export const returns_photos_page_intro = /** @type {(inputs: Returns_Photos_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelques photos de chaque article (devant, arrière et toute marque) aident notre équipe à planifier le ramassage. Les données de localisation sont retirées de chaque photo.`)
};

export const returns_photos_closed_title = /** @type {(inputs: Returns_Photos_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces photos ne peuvent plus être modifiées`)
};

export const returns_photos_closed_text = /** @type {(inputs: Returns_Photos_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles ont été ramassés (ou le ramassage a été annulé).`)
};

export const returns_photos_room = /** @type {(inputs: Returns_Photos_RoomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu’à ${i?.max} photos par article : choisissez-en ${i?.room} de plus au maximum.`)
};

export const returns_pickup_when = /** @type {(inputs: Returns_Pickup_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.period}`)
};

export const swapmove_my_products = /** @type {(inputs: Swapmove_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes produits`)
};

export const swapmove_my_account = /** @type {(inputs: Swapmove_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const swapmove_no_change = /** @type {(inputs: Swapmove_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun changement`)
};

export const swapmove_loading = /** @type {(inputs: Swapmove_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const swapmove_opening_confirmation = /** @type {(inputs: Swapmove_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre confirmation`)
};

export const swapmove_view_receipt = /** @type {(inputs: Swapmove_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const swapmove_time = /** @type {(inputs: Swapmove_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

export const swapmove_change_day = /** @type {(inputs: Swapmove_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le jour`)
};

export const swapmove_charged_today = /** @type {(inputs: Swapmove_Charged_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé aujourd’hui`)
};

export const swapmove_first_day = /** @type {(inputs: Swapmove_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Le premier jour où nous pouvons passer est le ${i?.date}.`)
};

export const swapmove_load_pieces_failed = /** @type {(inputs: Swapmove_Load_Pieces_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos pièces`)
};

export const swapmove_swap_title = /** @type {(inputs: Swapmove_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanger une pièce`)
};

export const swapmove_swap_item_title = /** @type {(inputs: Swapmove_Swap_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle pièce souhaitez-vous échanger?`)
};

export const swapmove_swap_item_intro = /** @type {(inputs: Swapmove_Swap_Item_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la pièce à rendre. Notre équipe apporte la pièce de remplacement et reprend l’ancienne lors de la même visite.`)
};

export const swapmove_your_pieces = /** @type {(inputs: Swapmove_Your_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos pièces`)
};

export const swapmove_choose_replacement = /** @type {(inputs: Swapmove_Choose_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un remplacement`)
};

export const swapmove_replacement_title = /** @type {(inputs: Swapmove_Replacement_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez son remplacement`)
};

export const swapmove_in_place_of = /** @type {(inputs: Swapmove_In_Place_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la place de votre ${i?.name}.`)
};

export const swapmove_in_place_of_charge = /** @type {(inputs: Swapmove_In_Place_Of_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la place de votre ${i?.name} (${i?.charge}).`)
};

export const swapmove_search_catalogue = /** @type {(inputs: Swapmove_Search_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher dans le catalogue`)
};

export const swapmove_searching = /** @type {(inputs: Swapmove_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche en cours`)
};

export const swapmove_search = /** @type {(inputs: Swapmove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher`)
};

export const swapmove_finding_replacements = /** @type {(inputs: Swapmove_Finding_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de remplacements`)
};

export const swapmove_no_replacements = /** @type {(inputs: Swapmove_No_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à votre dépôt avec le même mode de paiement. Essayez une autre recherche.`)
};

export const swapmove_replacements_label = /** @type {(inputs: Swapmove_Replacements_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacements offerts à votre dépôt`)
};

export const swapmove_choose_swap_day = /** @type {(inputs: Swapmove_Choose_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir le jour de l’échange`)
};

export const swapmove_change_item = /** @type {(inputs: Swapmove_Change_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la pièce`)
};

export const swapmove_swap_schedule_title = /** @type {(inputs: Swapmove_Swap_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand l’équipe doit-elle passer?`)
};

export const swapmove_swap_schedule_intro = /** @type {(inputs: Swapmove_Swap_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au ${i?.address} : l’équipe apporte la nouvelle pièce et reprend votre ${i?.name} lors de la même visite.`)
};

export const swapmove_swap_day = /** @type {(inputs: Swapmove_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour de l’échange`)
};

export const swapmove_review_swap = /** @type {(inputs: Swapmove_Review_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier l’échange`)
};

export const swapmove_change_replacement = /** @type {(inputs: Swapmove_Change_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le remplacement`)
};

export const swapmove_swap_review_title = /** @type {(inputs: Swapmove_Swap_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre échange`)
};

export const swapmove_the_swap = /** @type {(inputs: Swapmove_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’échange`)
};

export const swapmove_goes_back = /** @type {(inputs: Swapmove_Goes_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repart avec l’équipe`)
};

export const swapmove_comes_in_place = /** @type {(inputs: Swapmove_Comes_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrive à sa place`)
};

export const swapmove_swap_on = /** @type {(inputs: Swapmove_Swap_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échange le`)
};

export const swapmove_at_address = /** @type {(inputs: Swapmove_At_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`au ${i?.address}`)
};

export const swapmove_monthly_from_swap = /** @type {(inputs: Swapmove_Monthly_From_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensualité à partir du jour de l’échange`)
};

export const swapmove_swap_visit = /** @type {(inputs: Swapmove_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite d’échange`)
};

export const swapmove_swap_terms = /** @type {(inputs: Swapmove_Swap_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant d’aujourd’hui est porté à la carte enregistrée à votre dossier. L’abonnement de votre pièce actuelle prend fin le jour de l’échange et celui de la nouvelle commence ce jour-là; son premier mois est facturé une fois qu’elle est livrée.`)
};

export const swapmove_confirm_swap = /** @type {(inputs: Swapmove_Confirm_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l’échange`)
};

export const swapmove_booking_swap = /** @type {(inputs: Swapmove_Booking_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation de l’échange`)
};

export const swapmove_nothing_to_swap = /** @type {(inputs: Swapmove_Nothing_To_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à échanger pour le moment : les pièces en abonnement ou en location peuvent être échangées une fois livrées, une réservation à la fois.`)
};

export const swapmove_replacements_failed = /** @type {(inputs: Swapmove_Replacements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les remplacements`)
};

export const swapmove_pricing_swap = /** @type {(inputs: Swapmove_Pricing_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre échange`)
};

export const swapmove_swap_price_failed = /** @type {(inputs: Swapmove_Swap_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre échange`)
};

export const swapmove_swap_booked = /** @type {(inputs: Swapmove_Swap_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre échange est réservé`)
};

export const swapmove_swap_success_intro = /** @type {(inputs: Swapmove_Swap_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un courriel la veille de la visite. L’équipe apporte votre nouvelle pièce et reprend l’ancienne; laissez-lui un passage dégagé.`)
};

export const swapmove_problem_item_missing = /** @type {(inputs: Swapmove_Problem_Item_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la pièce à rendre.`)
};

export const swapmove_problem_replacement_missing = /** @type {(inputs: Swapmove_Problem_Replacement_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la pièce que vous voulez à la place.`)
};

export const swapmove_problem_swap_day_missing = /** @type {(inputs: Swapmove_Problem_Swap_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le jour de l’échange.`)
};

export const swapmove_problem_swap_day_out_of_range = /** @type {(inputs: Swapmove_Problem_Swap_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour d’échange du ${i?.earliest} au ${i?.latest}.`)
};

export const swapmove_problem_time_missing = /** @type {(inputs: Swapmove_Problem_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une heure pour l’équipe.`)
};

export const swapmove_move_title = /** @type {(inputs: Swapmove_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménager vos meubles`)
};

export const swapmove_move_items_title = /** @type {(inputs: Swapmove_Move_Items_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous déménager?`)
};

export const swapmove_move_items_intro = /** @type {(inputs: Swapmove_Move_Items_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une partie ou la totalité des pièces d’une même adresse. Un déménagement demande un préavis d’au moins une semaine.`)
};

export const swapmove_yours = /** @type {(inputs: Swapmove_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À vous`)
};

export const swapmove_choose_new_address = /** @type {(inputs: Swapmove_Choose_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir la nouvelle adresse`)
};

export const swapmove_address_title = /** @type {(inputs: Swapmove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où vont-elles?`)
};

export const swapmove_from_address = /** @type {(inputs: Swapmove_From_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Départ : ${i?.address}.`)
};

export const swapmove_your_addresses = /** @type {(inputs: Swapmove_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos adresses`)
};

export const swapmove_new_address = /** @type {(inputs: Swapmove_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle adresse`)
};

export const swapmove_save_address = /** @type {(inputs: Swapmove_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer cette adresse`)
};

export const swapmove_the_new_address = /** @type {(inputs: Swapmove_The_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nouvelle adresse`)
};

export const swapmove_choose_move_day = /** @type {(inputs: Swapmove_Choose_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir le jour du déménagement`)
};

export const swapmove_checking_address = /** @type {(inputs: Swapmove_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de l’adresse`)
};

export const swapmove_change_items = /** @type {(inputs: Swapmove_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer les pièces`)
};

export const swapmove_check_address = /** @type {(inputs: Swapmove_Check_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez l’adresse.`)
};

export const swapmove_move_schedule_title = /** @type {(inputs: Swapmove_Move_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand devons-nous les ramasser?`)
};

export const swapmove_move_schedule_intro = /** @type {(inputs: Swapmove_Move_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe (${i?.fromDepot}) les ramasse; ${i?.delivery}. Le premier jour possible pour le déménagement est le ${i?.earliest}.`)
};

export const swapmove_delivered_same_day = /** @type {(inputs: Swapmove_Delivered_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elle les livre le jour même`)
};

export const swapmove_delivered_next_day = /** @type {(inputs: Swapmove_Delivered_Next_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`notre équipe (${i?.toDepot}) les livre le lendemain`)
};

export const swapmove_delivered_days_later = /** @type {(inputs: Swapmove_Delivered_Days_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`notre équipe (${i?.toDepot}) les livre ${i?.days} jours plus tard`)
};

export const swapmove_move_day = /** @type {(inputs: Swapmove_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour du déménagement`)
};

export const swapmove_review_move = /** @type {(inputs: Swapmove_Review_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le déménagement`)
};

export const swapmove_change_address = /** @type {(inputs: Swapmove_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer l’adresse`)
};

export const swapmove_priced_on = /** @type {(inputs: Swapmove_Priced_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix établi selon`)
};

export const swapmove_through = /** @type {(inputs: Swapmove_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(en passant par ${i?.places})`)
};

export const swapmove_between_depots_rate = /** @type {(inputs: Swapmove_Between_Depots_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre deux dépôts, nous facturons ${i?.rate} par kilomètre de route selon notre grille publiée;`)
};

export const swapmove_check_road = /** @type {(inputs: Swapmove_Check_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vérifiez la route sur OpenStreetMap`)
};

export const swapmove_one_crew = /** @type {(inputs: Swapmove_One_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une seule équipe ramasse et livre le jour même.`)
};

export const swapmove_buyout_title = /** @type {(inputs: Swapmove_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce déménagement coûte plus cher qu’un rachat`)
};

export const swapmove_buyout_text_one = /** @type {(inputs: Swapmove_Buyout_Text_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de déménagement, ${i?.fee} avant taxes, dépassent le rachat de cette pièce aujourd’hui : ${i?.buyout} avant taxes. Vous pourriez la racheter et la garder, ou la retourner et choisir des meubles près de votre nouveau domicile.`)
};

export const swapmove_buyout_text_many = /** @type {(inputs: Swapmove_Buyout_Text_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de déménagement, ${i?.fee} avant taxes, dépassent le rachat de ces pièces aujourd’hui : ${i?.buyout} avant taxes. Vous pourriez les racheter et les garder, ou les retourner et choisir des meubles près de votre nouveau domicile.`)
};

export const swapmove_buy_out_one = /** @type {(inputs: Swapmove_Buy_Out_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La racheter plutôt`)
};

export const swapmove_buy_out_many = /** @type {(inputs: Swapmove_Buy_Out_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les racheter plutôt`)
};

export const swapmove_return_one = /** @type {(inputs: Swapmove_Return_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La retourner plutôt`)
};

export const swapmove_return_many = /** @type {(inputs: Swapmove_Return_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les retourner plutôt`)
};

export const swapmove_move_review_title = /** @type {(inputs: Swapmove_Move_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre déménagement`)
};

export const swapmove_pieces_to_move = /** @type {(inputs: Swapmove_Pieces_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces à déménager`)
};

export const swapmove_from = /** @type {(inputs: Swapmove_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

export const swapmove_to = /** @type {(inputs: Swapmove_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à`)
};

export const swapmove_pickup_on = /** @type {(inputs: Swapmove_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage le`)
};

export const swapmove_delivery_on = /** @type {(inputs: Swapmove_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; livraison le`)
};

export const swapmove_move_fee_between = /** @type {(inputs: Swapmove_Move_Fee_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de déménagement (${i?.from} à ${i?.to}, ${i?.km} km par la route)`)
};

export const swapmove_move_fee_within = /** @type {(inputs: Swapmove_Move_Fee_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de déménagement (${i?.depot} et environs)`)
};

export const swapmove_move_terms_card = /** @type {(inputs: Swapmove_Move_Terms_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les frais sont portés aujourd’hui à la carte enregistrée à votre dossier.`)
};

export const swapmove_move_terms_taxed = /** @type {(inputs: Swapmove_Move_Terms_TaxedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir du jour de la livraison, vos factures sont taxées selon la province de destination (${i?.province}).`)
};

export const swapmove_move_terms_same = /** @type {(inputs: Swapmove_Move_Terms_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos frais mensuels ne changent pas.`)
};

export const swapmove_confirm_move = /** @type {(inputs: Swapmove_Confirm_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le déménagement`)
};

export const swapmove_booking_move = /** @type {(inputs: Swapmove_Booking_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation du déménagement`)
};

export const swapmove_nothing_to_move = /** @type {(inputs: Swapmove_Nothing_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à déménager pour le moment : les pièces d’un forfait peuvent être déménagées une fois livrées, une réservation à la fois.`)
};

export const swapmove_pricing_move = /** @type {(inputs: Swapmove_Pricing_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre déménagement`)
};

export const swapmove_move_price_failed = /** @type {(inputs: Swapmove_Move_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre déménagement`)
};

export const swapmove_move_booked = /** @type {(inputs: Swapmove_Move_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre déménagement est réservé`)
};

export const swapmove_move_success_intro = /** @type {(inputs: Swapmove_Move_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un courriel la veille du ramassage, puis de nouveau avant la livraison à votre nouvelle adresse.`)
};

export const swapmove_problem_one_address = /** @type {(inputs: Swapmove_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un déménagement prend les pièces d’une seule adresse. Déménagez séparément les pièces de chaque adresse.`)
};

export const swapmove_problem_items_missing = /** @type {(inputs: Swapmove_Problem_Items_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins une pièce à déménager.`)
};

export const swapmove_problem_address_missing = /** @type {(inputs: Swapmove_Problem_Address_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’adresse de destination.`)
};

export const swapmove_problem_move_day_missing = /** @type {(inputs: Swapmove_Problem_Move_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le jour du déménagement.`)
};

export const swapmove_problem_move_day_too_early = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un déménagement demande un préavis d’au moins une semaine. Choisissez le ${i?.earliest} ou un jour plus tard.`)
};

export const swapmove_problem_move_day_too_late = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les déménagements peuvent être réservés jusqu’au ${i?.latest}.`)
};

export const routes_statecharts = /** @type {(inputs: Routes_StatechartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagrammes d’états`)
};

export const routes_your_cart = /** @type {(inputs: Routes_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const routes_return_center = /** @type {(inputs: Routes_Return_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre des retours`)
};

export const routes_packages = /** @type {(inputs: Routes_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensembles`)
};

export const routes_shared_cart = /** @type {(inputs: Routes_Shared_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé`)
};

export const routes_share_your_cart = /** @type {(inputs: Routes_Share_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager votre panier`)
};

export const routes_buy_out_your_furniture = /** @type {(inputs: Routes_Buy_Out_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racheter vos meubles`)
};

export const routes_deliveries = /** @type {(inputs: Routes_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraisons`)
};

export const routes_address = /** @type {(inputs: Routes_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const routes_checkout = /** @type {(inputs: Routes_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const routes_swap_a_piece = /** @type {(inputs: Routes_Swap_A_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanger une pièce`)
};

export const routes_move_your_furniture = /** @type {(inputs: Routes_Move_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménager vos meubles`)
};

export const routes_pickup_booked = /** @type {(inputs: Routes_Pickup_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage réservé`)
};

export const routes_profile = /** @type {(inputs: Routes_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const routes_referral = /** @type {(inputs: Routes_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parrainage`)
};

export const routes_delivery_notices = /** @type {(inputs: Routes_Delivery_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis de livraison`)
};

export const routes_move_booked = /** @type {(inputs: Routes_Move_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménagement réservé`)
};

export const routes_unsigned_agreements = /** @type {(inputs: Routes_Unsigned_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrats non signés`)
};

export const routes_product_reviews = /** @type {(inputs: Routes_Product_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis sur les produits`)
};

export const routes_photos_of_your_return = /** @type {(inputs: Routes_Photos_Of_Your_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos de votre retour`)
};

export const routes_payment_information = /** @type {(inputs: Routes_Payment_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignements de paiement`)
};

export const routes_my_account = /** @type {(inputs: Routes_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const routes_complete_your_showroom_order = /** @type {(inputs: Routes_Complete_Your_Showroom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer votre commande en salle d’exposition`)
};

export const routes_pay_for_your_buyout = /** @type {(inputs: Routes_Pay_For_Your_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer votre rachat`)
};

export const routes_follow_your_delivery = /** @type {(inputs: Routes_Follow_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre votre livraison`)
};

export const routes_return_items = /** @type {(inputs: Routes_Return_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourner des articles`)
};

export const routes_upcoming_bill = /** @type {(inputs: Routes_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine facture`)
};

export const routes_order_placed = /** @type {(inputs: Routes_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commande passée`)
};

export const routes_write_a_review = /** @type {(inputs: Routes_Write_A_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rédiger un avis`)
};

export const routes_my_products = /** @type {(inputs: Routes_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes produits`)
};

export const routes_swap_booked = /** @type {(inputs: Routes_Swap_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échange réservé`)
};

export const routes_choose_an_address = /** @type {(inputs: Routes_Choose_An_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une adresse`)
};

export const routes_receipts = /** @type {(inputs: Routes_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const routes_receipt = /** @type {(inputs: Routes_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu`)
};

export const routes_billing_history = /** @type {(inputs: Routes_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique de facturation`)
};